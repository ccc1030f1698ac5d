import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag } from '../../core/bag-types';
import { createBag } from '../testing/bag-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

// Sessions of requests that arrive together are read with one query (session.ts): each request
// must still get its own player, and a revoked session none.
describe('session look-ups of concurrent requests', () => {
  let t: TestApp;
  const players: { cookie: string; bag: Bag }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 4; i++) {
      const cookie = await signUp(t, `together-${i}@example.com`);
      players.push({ cookie, bag: await createBag(t, cookie, { name: `Bag of player ${i}` }) });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers each request with its own player’s data', async () => {
    const order = Array.from({ length: 40 }, (_, i) => players[(i * 7) % players.length]!);
    const answers = await Promise.all(
      order.map((p) => t.call('GET', '/api/bags', { cookie: p.cookie })),
    );
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as Bag[]).map((b) => b.name)).toEqual([order[i]!.bag.name]);
    }
  });

  it('refuses a signed-out session among others that are signed in', async () => {
    const gone = await signUp(t, 'gone@example.com');
    const out = await t.call('POST', '/api/auth/sign-out', { cookie: gone, body: {} });
    expect(out.status).toBe(200);
    const cookies = [players[0]!.cookie, gone, players[1]!.cookie, gone, players[2]!.cookie];
    const answers = await Promise.all(
      cookies.map((cookie) => t.call('GET', '/api/bags', { cookie })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 401, 200, 401, 200]);
  });
});
