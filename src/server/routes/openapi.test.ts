import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[] }>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as Document;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every /api route the app serves', () => {
    // better-auth's catch-all is described route by route (see the next test).
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThanOrEqual(13);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect([...new Set(served)].filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('describes the account endpoints the web app calls, and the session cookie', () => {
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/sign-out',
      '/api/auth/update-user',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/change-password',
      '/api/auth/revoke-other-sessions',
      '/api/auth/delete-user',
    ]) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
    expect(doc.paths['/api/auth/get-session']?.get).toBeDefined();
    expect(doc.paths['/api/auth/list-sessions']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/auth/delete-user']?.post?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'hyzer.session_token' }),
    );
    expect(doc.paths['/api/bags']?.get?.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/api/catalog']?.get?.security).toBeUndefined();
    expect(doc.paths['/api/metrics']?.get?.security).toEqual([{ metricsToken: [] }]);
    expect(doc.components.securitySchemes.metricsToken).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
  });
});
