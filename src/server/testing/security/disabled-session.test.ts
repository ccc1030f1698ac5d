import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema';
import { newAccount, sessionUser, signIn } from '../auth-kit';
import { cookieFrom } from '../session-cookie';
import { createTestApp, type TestApp } from '../test-app';
import { userIdOf } from '../security-kit';

/**
 * A disabled account is out: whatever session of it exists (one that a sign-in made while an
 * admin disabled the account, after the disable had ended the account's sessions) answers
 * nothing, neither the API's own routes nor better-auth's.
 */
describe('a disabled account’s sessions', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAccount(t, 'admin@example.com'); // the first account is the admin
  });
  afterAll(() => t.close());

  /** What a session of a disabled account must get: 401 on reads and writes, no user. */
  async function expectOut(cookie: string, context: string) {
    expect((await t.call('GET', '/api/bags', { cookie })).status, `${context}: read`).toBe(401);
    const write = await t.call('POST', '/api/bags', { cookie, body: { name: 'Still here' } });
    expect(write.status, `${context}: write`).toBe(401);
    expect(await sessionUser(t, cookie), `${context}: get-session`).toBeNull();
    const rename = await t.call('POST', '/api/auth/update-user', {
      cookie,
      body: { name: 'Renamed' },
    });
    expect(rename.status, `${context}: update-user`).toBe(401);
  }

  it('answers nothing to a session that outlived the disable', async () => {
    // The state a lost race leaves: the disable ended the sessions it saw, then the sign-in's
    // session row arrived.
    const cookie = await newAccount(t, 'survivor@example.com');
    const id = await userIdOf(t, cookie);
    await t.db.database.db.update(user).set({ disabled: true }).where(eq(user.id, id));
    await expectOut(cookie, 'after the disable');
    const [row] = await t.db.database.db.select().from(user).where(eq(user.id, id));
    expect(row?.name, 'nothing was renamed').not.toBe('Renamed');
  });

  it('leaves no working session when sign-ins race the admin’s disable', async () => {
    const victim = await newAccount(t, 'racer@example.com');
    const id = await userIdOf(t, victim);
    const survivors: string[] = [];
    let madeDuringRace = 0;
    for (let round = 0; round < 8; round++) {
      const on = await t.call('PATCH', `/api/admin/accounts/${id}`, {
        cookie: admin,
        body: { disabled: false },
      });
      expect(on.status).toBe(200);
      // One session made before the disable (whatever the machine's speed), then sign-ins
      // spread around the disable: some finish before it, some check the account
      // before it commits and write their session after.
      const before = await signIn(t, 'racer@example.com');
      expect(before.status).toBe(200);
      survivors.push(cookieFrom(before));
      const signIns = [0, 2, 5, 10].map((ms) =>
        new Promise((r) => setTimeout(r, ms)).then(() => signIn(t, 'racer@example.com')),
      );
      const disable = new Promise((r) => setTimeout(r, 4)).then(() =>
        t.call('PATCH', `/api/admin/accounts/${id}`, { cookie: admin, body: { disabled: true } }),
      );
      const [off, ...answers] = await Promise.all([disable, ...signIns]);
      expect(off.status).toBe(200);
      for (const res of answers) {
        // 200 (signed in before or during the disable) or 403 (the account was disabled).
        expect([200, 403]).toContain(res.status);
        if (res.status === 200) survivors.push(cookieFrom(res));
      }
      const rows = await t.db.database.db.select().from(session).where(eq(session.userId, id));
      madeDuringRace += rows.length;
    }
    for (const [i, cookie] of survivors.entries()) await expectOut(cookie, `survivor ${i}`);
    // Reported, not asserted: whether this run's timing left session rows behind.
    console.info(`disabled-session race: ${madeDuringRace} session rows outlived a disable`);
  });
});
