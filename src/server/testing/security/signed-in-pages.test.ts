import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startServer, type RunningServer } from '../server-process';

/**
 * A signed-in page's HTML carries its player's first screen and data (docs/decisions/0034): the
 * built server, with the players' data made through the API. Each player's page holds their own
 * bag and data and never another player's; without a valid session a request gets what it got
 * before (the public shell, or the page's frame); the page is never kept by a shared cache.
 */
describe('signed-in pages drawn with the player data', () => {
  let server: RunningServer;
  let alice: string;
  let bob: string;
  let aliceBag: string;
  let bobBag: string;
  // A name that would end the data's script element, were it not escaped.
  const ALICE_BAG = 'Alice </script><script>alert(1)</script> bag';
  const BOB_BAG = 'Bobs secret bag';

  async function post(cookie: string, path: string, body: unknown) {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as { id: string };
  }

  beforeAll(async () => {
    server = await startServer();
    alice = await signUpOverHttp(server.url, `alice-${Date.now()}@example.com`, undefined, 'Alice');
    bob = await signUpOverHttp(server.url, `bob-${Date.now()}@example.com`, undefined, 'Bob');
    aliceBag = (await post(alice, '/api/bags', { name: ALICE_BAG })).id;
    bobBag = (await post(bob, '/api/bags', { name: BOB_BAG })).id;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const page = (path: string, cookie?: string) =>
    fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });

  /** The query cache the page carries, as the app reads it. */
  function carried(html: string) {
    const json = /<script type="application\/json" id="hyzer-data">([^<]*)<\/script>/.exec(html);
    expect(json, 'the page carries its data').not.toBeNull();
    return JSON.parse(json![1]!) as {
      state: {
        queries: { queryKey: unknown[]; state: { data: { id: string; name?: string }[] } }[];
      };
    };
  }

  it("answers a bag page with the player's bag in its markup and data, privately", async () => {
    const res = await page(`/bags/${aliceBag}`, alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const html = await res.text();
    // The name is in the page (React escapes it), and its script never ends the data element.
    expect(html).toContain('Alice &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; bag');
    expect(html).not.toContain('<script>alert(1)');
    const { state } = carried(html);
    const bags = state.queries.find((q) => q.queryKey[0] === 'bags')!;
    expect(bags.state.data.map((b) => b.name)).toEqual([ALICE_BAG]);
    expect(html).not.toContain(BOB_BAG);
    expect(html).not.toContain(bobBag);
    // The page is live only once the app has replaced it.
    expect(html).toMatch(/<div id="root" data-prerendered="signed-in" inert>/);
  });

  it("draws the page in the account's language, else the request's, and says which", async () => {
    const lang = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];
    const drawn = async (cookie: string, acceptLanguage: string) => {
      const res = await fetch(`${server.url}/bags/${bobBag}`, {
        headers: { cookie, 'accept-language': acceptLanguage },
      });
      const html = await res.text();
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      const { locale } = carried(html) as { locale?: string };
      expect(res.headers.get('content-language')).toBe(locale);
      expect(lang(html)).toBe(locale);
      return { html, locale };
    };
    // No language on the account: the request's (the lang cookie first).
    expect((await drawn(bob, 'de-DE,de;q=0.9')).locale).toBe('de');
    expect((await drawn(`${bob}; lang=sv`, 'de-DE')).locale).toBe('sv');
    const english = await drawn(bob, 'fr-FR');
    expect(english.locale).toBe('en');
    // The account's language comes before the request's.
    const res = await fetch(`${server.url}/api/auth/update-user`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie: bob },
      body: JSON.stringify({ locale: 'fi' }),
    });
    expect(res.status).toBe(200);
    const finnish = await drawn(`${bob}; lang=sv`, 'de-DE');
    expect(finnish.locale).toBe('fi');
    expect(finnish.html).not.toBe(english.html);
    expect(finnish.html).toContain(BOB_BAG);
    expect(finnish.html).toMatch(/<meta\s+name="description"\s+content="Hyzer: hallitse [^"]+"/);
    // Back to following each device, so the tests below read Bob's pages in English.
    const back = await fetch(`${server.url}/api/auth/update-user`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json', cookie: bob },
      body: JSON.stringify({ locale: null }),
    });
    expect(back.status).toBe(200);
  });

  it('draws the view the address asks for, as the app will take it over (?view=chart)', async () => {
    for (const view of ['chart', 'stability', 'insights']) {
      const html = await (await page(`/bags/${aliceBag}?view=${view}`, alice)).text();
      expect(html).toContain(`id="bag-view-panel-${view}"`);
      expect(html).not.toContain('id="bag-view-panel-list"');
    }
    const list = await (await page(`/bags/${aliceBag}`, alice)).text();
    expect(list).toContain('id="bag-view-panel-list"');
  });

  it("draws the dashboard for its player only: their name, their data, nobody else's", async () => {
    const html = await (await page('/home', bob)).text();
    expect(html).toContain('Bob');
    const { state } = carried(html);
    expect(state.queries.map((q) => q.queryKey[0]).sort()).toEqual([
      'bags',
      'own-discs',
      'throws',
      'user-discs',
    ]);
    // Every answer carried is keyed to one player, Bob (the throw summary too).
    expect(new Set(state.queries.map((q) => q.queryKey[1])).size).toBe(1);
    const bags = state.queries.find((q) => q.queryKey[0] === 'bags')!;
    expect(bags.state.data.map((b) => b.id)).toEqual([bobBag]);
    expect(html).not.toContain(aliceBag);
    expect(html).not.toContain('Alice');
    // The session itself is not carried: the app reads it (it renews the cookie).
    expect(state.queries.some((q) => q.queryKey[0] === 'session')).toBe(false);
  });

  it("shows another player's bag as not found, without a word of it", async () => {
    const html = await (await page(`/bags/${aliceBag}`, bob)).text();
    expect(html).toContain('Bag not found');
    expect(html).not.toContain('Alice');
    expect(html).not.toContain('alert(1)');
  });

  it('gives a request without a valid session what it got before', async () => {
    // No cookie: the shell whose app sends the visitor to the login page.
    const anonymous = await (await page(`/bags/${aliceBag}`)).text();
    expect(anonymous).toContain('<div id="root"></div>');
    expect(anonymous).not.toContain('hyzer-data');
    // A cookie that is not a session: the page's frame, which reads in the browser as before.
    const forged = await page('/home', 'hyzer.session_token=forged.AAAA');
    const frame = await forged.text();
    expect(frame).toContain('data-prerendered="signed-in"');
    expect(frame).not.toContain('hyzer-data');
    expect(frame).not.toContain('Bob');
  });
});
