import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../core/rules/auth';
import { createTestApp, type TestApp } from '../testing/test-app';
import { newAccount, PASSWORD, sessionUser, signIn } from '../testing/auth-kit';

/** The mails of the outbox to `to`, decoded from quoted-printable enough to read links. */
function mailsTo(t: TestApp, to: string): string[] {
  const outbox = path.join(t.env.DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .map((f) =>
      readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}`, 'm').test(eml));
}

const linkIn = (eml: string) => {
  const m = /https?:\/\/[^\s"'<>]+\/api\/auth\/verify-email\?token=[^\s"'<>]+/.exec(eml);
  if (!m) throw new Error('no link in the mail');
  return new URL(m[0]);
};

describe('changing the e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (cookie: string | undefined, body: unknown) =>
    t.call('POST', '/api/auth/change-email', { cookie, body });

  it('mails a link to the new address, tells the old one, and changes it when opened', async () => {
    const cookie = await newAccount(t, 'old@example.com');
    const res = await change(cookie, { newEmail: ' New@Example.com ', password: PASSWORD });
    expect(res.status, await res.clone().text()).toBe(200);
    // Nothing changes before the link is opened.
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'old@example.com' });

    const [confirm] = await vi.waitFor(() => {
      const found = mailsTo(t, 'new@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, 10_000);
    const [notice] = await vi.waitFor(() => {
      const found = mailsTo(t, 'old@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, 10_000);
    expect(notice).toContain('new@example.com');
    expect(notice).not.toContain('verify-email');

    const link = linkIn(confirm!);
    const opened = await t.call('GET', link.pathname + link.search, { cookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account?email=changed');
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'new@example.com' });
    expect((await signIn(t, 'new@example.com')).status).toBe(200);
    expect((await signIn(t, 'old@example.com')).status).toBe(401);

    // The link works once: the account no longer has the address it was made for.
    const again = await t.call('GET', link.pathname + link.search, { cookie });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toMatch(/^\/account\?email=changed&error=/);
  });

  it('asks for the password and a valid address, and refuses without a session', async () => {
    const cookie = await newAccount(t, 'stay@example.com');
    const none = await change(cookie, { newEmail: 'x@example.com' });
    expect(await none.json()).toMatchObject({ error: { code: 'password_required' } });
    const wrong = await change(cookie, { newEmail: 'x@example.com', password: 'not it' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'invalid_password' } });
    for (const newEmail of [
      'not-an-email',
      `${'a'.repeat(250)}@example.com`,
      'a\u0000@example.com',
    ]) {
      const bad = await change(cookie, { newEmail, password: PASSWORD });
      expect(bad.status, newEmail).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: 'invalid_email' } });
    }
    expect(
      (await change(undefined, { newEmail: 'x@example.com', password: PASSWORD })).status,
    ).toBe(401);
    expect(mailsTo(t, 'x@example.com')).toEqual([]);
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'stay@example.com' });
  });

  it('answers an address another account has like any other, and mails it nothing', async () => {
    await newAccount(t, 'taken@example.com');
    const cookie = await newAccount(t, 'wants@example.com');
    const res = await change(cookie, { newEmail: 'taken@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(t, 'taken@example.com')).toEqual([]);
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'wants@example.com' });
  });
});

describe('an e-mail change link whose address was taken meanwhile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with a clear answer, and both accounts keep their addresses', async () => {
    const cookie = await newAccount(t, 'mover@example.com');
    const res = await t.call('POST', '/api/auth/change-email', {
      cookie,
      body: { newEmail: 'contested@example.com', password: PASSWORD },
    });
    expect(res.status).toBe(200);
    const [confirm] = await vi.waitFor(() => {
      const found = mailsTo(t, 'contested@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, 10_000);
    // Someone else signs up with the address before the link is opened.
    const other = await newAccount(t, 'contested@example.com');

    const link = linkIn(confirm!);
    const opened = await t.call('GET', link.pathname + link.search, { cookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/account?email=changed&error=email_taken');
    // Without a page to go back to, the same refusal as JSON.
    link.searchParams.delete('callbackURL');
    const plain = await t.call('GET', link.pathname + link.search, { cookie });
    expect(plain.status).toBe(409);
    expect(await plain.json()).toMatchObject({
      error: { code: 'email_taken', message: AUTH_MESSAGES.emailTaken },
    });
    expect(await sessionUser(t, cookie)).toMatchObject({ email: 'mover@example.com' });
    expect(await sessionUser(t, other)).toMatchObject({ email: 'contested@example.com' });
    expect((await signIn(t, 'mover@example.com')).status).toBe(200);
  });
});
