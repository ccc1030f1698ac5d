/**
 * A signed-in player's write load against a running server, for fault tests: concurrent bag
 * creates, renames and deletes (a transaction) and disc adds, edits (a transaction) and removes.
 * Every answer is recorded; the test decides which are acceptable.
 */
export interface LoadAnswer {
  method: string;
  status: number;
  body: string;
  ms: number;
}

export interface WriteLoad {
  answers: LoadAnswer[];
  /** Failures below HTTP (the server closed the socket, refused the connection). */
  networkErrors: string[];
  stop(): Promise<void>;
}

export function startWriteLoad(opts: {
  url: string;
  cookie: string;
  discIds: readonly string[];
  workers: number;
}): WriteLoad {
  const { url, cookie, discIds } = opts;
  const answers: LoadAnswer[] = [];
  const networkErrors: string[] = [];
  const bags: string[] = [];
  const discs: string[] = [];
  let running = true;
  let n = 0;

  async function call(method: string, path: string, body?: unknown) {
    const start = performance.now();
    try {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { origin: url, 'content-type': 'application/json', cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      answers.push({ method, status: res.status, body: text, ms: performance.now() - start });
      return { status: res.status, json: text ? (JSON.parse(text) as { id?: string }) : null };
    } catch (err) {
      networkErrors.push(`${method} ${path}: ${(err as Error).message}`);
      return { status: 0, json: null };
    }
  }
  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)];

  async function step() {
    const i = n++;
    const kind = i % 6;
    if (kind === 0 || bags.length < 2) {
      const r = await call('POST', '/api/bags', { name: `Load ${i}` });
      if (r.status === 201 && r.json?.id) bags.push(r.json.id);
    } else if (kind === 1) {
      const id = pick(bags);
      if (id) await call('PATCH', `/api/bags/${id}`, { name: `Renamed ${i}` });
    } else if (kind === 2) {
      const bagId = pick(bags);
      const discitId = discIds[i % discIds.length];
      const r = await call('POST', '/api/user-discs', { bagId, discitId, color: '#ff0000' });
      if (r.status === 201 && r.json?.id) discs.push(r.json.id);
    } else if (kind === 3) {
      const id = pick(discs);
      if (id) await call('PATCH', `/api/user-discs/${id}`, { color: `#00${(i % 90) + 10}00` });
    } else if (kind === 4) {
      const id = discs.length > 20 ? discs.splice(0, 1)[0] : undefined;
      if (id) await call('DELETE', `/api/user-discs/${id}`);
    } else {
      const id = bags.length > 10 ? bags.splice(0, 1)[0] : undefined;
      if (id) await call('DELETE', `/api/bags/${id}`);
    }
  }

  const workers = Array.from({ length: opts.workers }, async () => {
    while (running) await step();
  });
  return {
    answers,
    networkErrors,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}
