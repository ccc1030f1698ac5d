import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('foundation API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports a healthy database', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('reports an unreachable database as 503', async () => {
    const other = await createTestApp();
    await other.db.database.close();
    const res = await other.call('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ db: 'unavailable' });
    await other.close();
  });

  it('rejects bodies over 64 KB with 413', async () => {
    const res = await t.call('POST', '/api/auth/sign-up/email', {
      body: { email: 'a@b.co', password: 'x'.repeat(70_000) },
    });
    expect(res.status).toBe(413);
  });
});
