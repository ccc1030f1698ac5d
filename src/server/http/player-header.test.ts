import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Throw } from '../../core/schemas/throw';
import { PLAYER_CHANGED_CODE, PLAYER_HEADER } from '../../core/api/player-header';
import { addDisc, createBag, DRIVER, expectStatus, seedCatalogue } from '../testing/bag-kit';
import { userIdOf } from '../testing/security-kit';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

// A browser holds one session cookie for all its tabs: a write queued by player A and sent after
// B signed in in another tab arrives with B's cookie. It names A, so it must not reach B's data.
describe('a request naming its player', () => {
  let t: TestApp;
  let a: { cookie: string; id: string; discId: string };
  let b: { cookie: string; id: string; discId: string };
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalogue(t);
    const player = async (email: string) => {
      const cookie = await signUp(t, email);
      const bag = await createBag(t, cookie, { name: 'Field' });
      const disc = await addDisc(t, cookie, { bagId: bag.id, discitId: DRIVER, color: '#FF0000' });
      return { cookie, id: await userIdOf(t, cookie), discId: disc.id };
    };
    a = await player('named-a@example.com');
    b = await player('named-b@example.com');
  });
  afterAll(() => t.close());

  const putThrow = (cookie: string, player: string, discId: string) =>
    t.call('PUT', `/api/throws/${randomUUID()}`, {
      cookie,
      headers: { [PLAYER_HEADER]: player },
      body: {
        userDiscId: discId,
        distanceFt: 250,
        throwType: 'backhand',
        effort: 'full',
        thrownAt: '2026-11-20T10:15:00.000Z',
        measuredBy: 'typed',
      },
    });
  const throwsOf = (cookie: string) =>
    expectStatus<Throw[]>(t.call('GET', '/api/throws', { cookie }), 200);

  it('is refused with 412 under another player’s session, writing nothing', async () => {
    // A's write (A's disc) with B's cookie: not a 404 the outbox would drop, a 412 it keeps.
    const res = await putThrow(b.cookie, a.id, a.discId);
    expect(res.status).toBe(412);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      PLAYER_CHANGED_CODE,
    );
    // Even a write that would fit B's data is refused: it was not B's.
    expect((await putThrow(b.cookie, a.id, b.discId)).status).toBe(412);
    expect(await throwsOf(a.cookie)).toEqual([]);
    expect(await throwsOf(b.cookie)).toEqual([]);
  });

  it('is served under its own player’s session', async () => {
    expect((await putThrow(a.cookie, a.id, a.discId)).status).toBe(201);
    expect(await throwsOf(a.cookie)).toHaveLength(1);
  });

  it('is refused on a disc change and a read too', async () => {
    const change = await t.call('PUT', `/api/user-discs/${a.discId}/changes/${randomUUID()}`, {
      cookie: b.cookie,
      headers: { [PLAYER_HEADER]: a.id },
      body: { notes: 'not yours' },
    });
    expect(change.status).toBe(412);
    const read = await t.call('GET', '/api/bags', {
      cookie: b.cookie,
      headers: { [PLAYER_HEADER]: a.id },
    });
    expect(read.status).toBe(412);
  });

  it('without a session is still 401', async () => {
    expect((await putThrow('', a.id, a.discId)).status).toBe(401);
  });
});
