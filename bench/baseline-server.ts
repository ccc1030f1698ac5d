import { spawn } from 'node:child_process';

/**
 * A bare node:http server: the platform's ceiling on this machine. It answers a small JSON body,
 * or at /random/<n> n random bytes (made once): a compressed body such as the catalogue's looks
 * like that to the client, and autocannon reads such a body far slower than text of its size.
 */
export async function startBaseline(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const code = `const random = new Map();
  require('node:http').createServer((q, s) => {
    const n = /^\\/random\\/(\\d+)$/.exec(q.url)?.[1];
    if (n && !random.has(n)) random.set(n, require('node:crypto').randomBytes(Number(n)));
    const b = n ? random.get(n) : JSON.stringify([{ id: '0190c5a0-0000-7000-8000-000000000000', name: 'Main bag', description: '' }]);
    s.writeHead(200, { 'content-type': n ? 'application/octet-stream' : 'application/json', 'content-length': Buffer.byteLength(b) });
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
