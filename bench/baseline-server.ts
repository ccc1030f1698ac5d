import { spawn } from 'node:child_process';

/** A bare node:http server answering a small JSON body: the platform's ceiling on this machine. */
export async function startBaseline(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const code = `require('node:http').createServer((q, s) => {
    const b = JSON.stringify([{ id: '0190c5a0-0000-7000-8000-000000000000', name: 'Main bag', description: '' }]);
    s.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(b) });
    s.end(b);
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > end) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
