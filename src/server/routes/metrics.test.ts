import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWork, photoQueue } from '../http/metrics';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
// Prometheus reads a value with Go's ParseFloat: NaN and Inf in any case (prom-client writes Nan).
const VALUE =
  '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[nN][aA][nN]|[+-]?[iI][nN][fF])';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,(?:${LABEL}))*,?)?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

/**
 * The Prometheus text exposition format 0.0.4, parsed strictly: every line is a HELP, a TYPE
 * or a sample; every sample belongs to a family whose TYPE came first (a histogram's samples are
 * its _bucket, _sum and _count); a family is declared once; the answer ends with a newline.
 */
function parsePrometheusText(text: string): { types: Map<string, string>; samples: Sample[] } {
  expect(text.endsWith('\n'), 'ends with a newline').toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '' || HELP.test(line)) continue;
    const type = TYPE.exec(line);
    if (type) {
      expect(types.has(type[1]!), `${type[1]} declared twice`).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const m = SAMPLE.exec(line);
    expect(m, `not a Prometheus text line: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = m!;
    const family = [...types].find(([f, t]) =>
      (SUFFIXES[t] ?? ['']).some((suffix) => name === f + suffix),
    );
    expect(family, `${name} has no TYPE before it`).toBeDefined();
    const labels = Object.fromEntries(
      [...labelText.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    samples.push({
      name: name!,
      labels,
      value: Number(value!.replace(/inf/i, 'Infinity').replace(/^nan$/i, 'NaN')),
    });
  }
  return { types, samples };
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  let off: TestApp;

  beforeAll(async () => {
    // In this order: the metrics report the database of the app built last, as in a server.
    off = await createTestApp({ METRICS_TOKEN: '' });
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await Promise.all([t.close(), off.close()]);
  });

  const scrape = (app: TestApp, authorization?: string) =>
    app.call('GET', '/api/metrics', { headers: authorization ? { authorization } : {} });

  it('is off (404) without METRICS_TOKEN, token or not', async () => {
    expect((await scrape(off)).status).toBe(404);
    expect((await scrape(off, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer token', 'Bearer '],
    ['a wrong token of the same length', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 8)}`],
    ['the token with more after it', `Bearer ${TOKEN}0`],
    ['the token under another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with 401 and no metric', async (_, authorization) => {
    const res = await scrape(t, authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      error: { code: 'unauthenticated', message: 'A valid metrics token is required.' },
    });
    expect(body).not.toContain('hyzer_');
  });

  it('answers the Prometheus text format with requests, latency, database, process and work metrics', async () => {
    const cookie = await signUp(t, 'metrics@example.com');
    const created = await t.call('POST', '/api/bags', { cookie, body: { name: 'Putters' } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const rename = { body: { name: 'Drivers' } };
    expect((await t.call('PATCH', `/api/bags/${id}`, { cookie, ...rename })).status).toBe(200);
    expect((await t.call('PATCH', `/api/bags/${id}`, rename)).status).toBe(401);
    photoQueue(3);
    const done = importWork();

    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    const { types, samples } = parsePrometheusText(text);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find(
        (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
      )?.value;

    expect(types.get('hyzer_http_requests_total')).toBe('counter');
    expect(types.get('hyzer_http_request_duration_seconds')).toBe('histogram');
    // By route pattern: the bag's id is in no label.
    const bag = { method: 'PATCH', route: '/api/bags/:id' };
    expect(value('hyzer_http_requests_total', { ...bag, status: '200' })).toBe(1);
    expect(value('hyzer_http_requests_total', { ...bag, status: '401' })).toBe(1);
    expect(value('hyzer_http_requests_total', { route: '/api/bags', status: '201' })).toBe(1);
    expect(text).not.toContain(id);
    expect(value('hyzer_http_request_duration_seconds_count', bag)).toBe(2);
    expect(value('hyzer_http_request_duration_seconds_bucket', { ...bag, le: '+Inf' })).toBe(2);

    // Nothing runs between two requests: one connection idle (PGlite), or the pool's idle ones.
    expect(value('hyzer_db_connections', { state: 'in_use' })).toBe(0);
    expect(value('hyzer_db_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    expect(value('hyzer_db_waiting')).toBe(0);
    expect(value('hyzer_photo_queue_depth')).toBe(3);
    expect(value('hyzer_imports_running')).toBe(1);
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(types.has(name), name).toBe(true);
    }
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);

    done();
    done(); // a second call changes nothing
    const again = parsePrometheusText(await (await scrape(t, `Bearer ${TOKEN}`)).text()).samples;
    expect(again.find((s) => s.name === 'hyzer_imports_running')?.value).toBe(0);
    expect(again.find((s) => s.name === 'hyzer_imports_total')?.value).toBe(1);
  });

  it('counts queries queued on the embedded database while they wait', async () => {
    if (t.db.database.kind !== 'pglite') return;
    const pglite = t.db.database.pglite!;
    let release!: () => void;
    const held = pglite.transaction(
      () => new Promise<void>((resolve) => (release = () => resolve())),
    );
    const queued = [pglite.query('select 1'), pglite.query('select 2')];
    await new Promise((r) => setImmediate(r));
    expect(t.db.database.load()).toEqual({ total: 1, idle: 0, waiting: 2 });
    release();
    await Promise.all([held, ...queued]);
    expect(t.db.database.load()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });
});
