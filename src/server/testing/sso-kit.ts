/**
 * Single sign-on in tests (decision 0033): the local OpenID provider (scripts/
 * oidc-test-provider.mjs) and a player's trip through it, as a browser makes it.
 */
import { OIDC_CALLBACK_PATH } from '../../core/accounts/single-sign-on';
import {
  startOidcTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
} from '../../../scripts/oidc-test-provider.mjs';
import { cookieFrom } from './session-cookie';
import { TEST_ORIGIN, type TestApp } from './test-app';
import { uniqueIp, viaSocket } from './auth-kit';

export interface TestProvider {
  issuer: string;
  /** The OIDC_* settings of an app that signs in through this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestProvider(name = 'Test ID'): Promise<TestProvider> {
  const started = await startOidcTestProvider({
    redirectUris: [`${TEST_ORIGIN}${OIDC_CALLBACK_PATH}`],
  });
  return {
    ...started,
    env: {
      OIDC_ISSUER: started.issuer,
      OIDC_CLIENT_ID: TEST_CLIENT_ID,
      OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
      OIDC_NAME: name,
    },
  };
}

/** A cookie jar of one host: the Set-Cookie headers of its answers, sent back. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(res: Response) {
      for (const c of res.headers.getSetCookie()) {
        const pair = c.split(';')[0]!;
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (value === '') cookies.delete(pair.slice(0, eq));
        else cookies.set(pair.slice(0, eq), value);
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

export interface SsoOutcome {
  /** Where Hyzer sends the browser at the end: /home, or /login?error=<code>. */
  location: string;
  /** The session cookie when signed in, else ''. */
  cookie: string;
}

/**
 * Presses "Sign in with …" and signs in at the provider as `email` (its address verified or
 * not), following every redirect as a browser would, up to Hyzer's last answer.
 */
export async function ssoSignIn(
  t: TestApp,
  opts: {
    email: string;
    verified?: boolean;
    inviteToken?: string;
    name?: string;
    /** Where the web app asks to come back to (the server decides). */
    callbackURL?: string;
  },
): Promise<SsoOutcome> {
  const hyzer = jar();
  const provider = jar();
  const start = await viaSocket(
    t,
    'POST',
    '/api/auth/sign-in/social',
    JSON.stringify({
      provider: 'oidc',
      inviteToken: opts.inviteToken,
      callbackURL: opts.callbackURL,
    }),
    uniqueIp(),
  );
  if (start.status !== 200)
    throw new Error(`sign-in/social: ${start.status} ${await start.text()}`);
  hyzer.take(start);
  let url = ((await start.json()) as { url: string }).url;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(TEST_ORIGIN)) {
      const res = await t.call('GET', url.slice(TEST_ORIGIN.length), { cookie: hyzer.header() });
      const location = res.headers.get('location') ?? '';
      if (res.status < 300 || res.status >= 400) {
        throw new Error(`Hyzer answered ${url}: ${res.status} ${await res.text()}`);
      }
      return { location: location.replace(TEST_ORIGIN, ''), cookie: cookieFrom(res) };
    }
    let res = await fetch(url, { redirect: 'manual', headers: { cookie: provider.header() } });
    provider.take(res);
    if (/\/interaction\/[\w-]+$/.test(url)) {
      const form = new URLSearchParams({ email: opts.email, name: opts.name ?? '' });
      if (opts.verified !== false) form.set('verified', '1');
      res = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: provider.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      provider.take(res);
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`provider answered ${res.status} ${await res.text()}`);
    url = new URL(next, url).href;
  }
  throw new Error('too many redirects');
}
