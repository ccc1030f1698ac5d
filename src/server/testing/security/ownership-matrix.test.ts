import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bag, UserDisc } from '../../../core/bag-types';
import {
  addDisc,
  answer,
  createBag,
  DRIVER,
  expectStatus,
  MIDRANGE,
  MISSING_ID,
  PUTTER,
  seedCatalogue,
  createOwnDisc,
  OWN_PUTTER,
} from '../bag-kit';
import { newAccount, PASSWORD } from '../auth-kit';
import { createTestApp, type TestApp } from '../test-app';
import { routeKey, userDataEndpoints, type RouteEntry } from '../route-table';
import { expectCleanAnswer, userIdOf, userRows } from '../security-kit';
import { addPhoto, makeImage, photoForm } from '../photo-kit';

/** A small PNG for the photo routes (made here, not read from anywhere). */
const PHOTO = await makeImage(16, 16, 'png');

/** The ids a request aims at: Alice's objects, missing ones, or malformed ones. */
interface Target {
  bag: string;
  disc: string;
  wish: string;
  /** An own disc (decision 0029); the disc's id where a target has none (missing, malformed). */
  ownDisc?: string;
  throw: string;
  /** An account id (the admin routes'). */
  account: string;
  /** A signed-in session's id, as the list of devices names it; the disc's id where a target has none. */
  session?: string;
  /** A private course (a layout under it) and a round (decision 0043); the disc's id where a target has none. */
  course?: string;
  layout?: string;
  round?: string;
}

/** A round's body as the scoring screen sends it; `bag` is the round's bag. */
const roundBody = (bag: string) => ({
  courseName: 'Mine',
  layoutName: 'Main',
  holes: [{ label: '1', par: 3 }],
  bagId: bag,
  startedAt: '2026-11-20T10:00:00.000Z',
});
/** A hole's scores with one described shot of `disc`. */
const holeBody = (disc: string) => ({
  scores: [{ player: 0, strokes: 3 }],
  shots: [{ id: randomUUID(), userDiscId: disc, result: 'fairway' }],
});
const idOr = (id: string | undefined, t: Target) => id ?? t.disc;

/** A throw of `disc` as the field session sends it. */
const throwBody = (disc: string) => ({
  userDiscId: disc,
  distanceFt: 301,
  throwType: 'backhand',
  effort: 'full',
  note: 'mine',
  thrownAt: '2026-11-20T10:00:00.000Z',
  measuredBy: 'typed',
});
interface Variant {
  label: string;
  /** Builds the request for a target; `own` is the caller's (Mallory's) own bag and disc. */
  make(target: Target, own: Target): { path: string; body?: unknown };
  /** Whether the target ids reach the server (false for a plain list or create). */
  aims: boolean;
  /**
   * The call changes or ends the caller's own account (a new password, a deletion), so each
   * signed-in call is made by a player made for it rather than by Mallory.
   */
  freshCaller?: boolean;
}

let wishCalls = 0;
let ownCalls = 0;
const withId = (route: RouteEntry, id: string) => route.path.replace(':id', encodeURIComponent(id));

/** Moving or copying discs: the disc into one's own bag, one's own disc into the bag, or both. */
const discsToBag = (r: RouteEntry): Variant[] => [
  {
    label: 'the disc into own bag',
    aims: true,
    make: (t, own) => ({ path: r.path, body: { ids: [t.disc], bagId: own.bag } }),
  },
  {
    label: 'own disc into the bag',
    aims: true,
    make: (t, own) => ({ path: r.path, body: { ids: [own.disc], bagId: t.bag } }),
  },
  {
    label: 'own disc and the disc together, all or nothing',
    aims: true,
    make: (t, own) => ({
      path: r.path,
      body: { ids: [own.disc, t.disc], bagId: own.bag, allowDuplicate: true },
    }),
  },
];

/**
 * How to exercise each user-data endpoint. A new route missing here fails the matrix, so whoever
 * adds a route must say here how another user could try to reach someone else's data through it.
 */
const EXERCISES: Record<string, (route: RouteEntry) => Variant[]> = {
  'GET /api/bags': (r) => [{ label: 'list', aims: false, make: () => ({ path: r.path }) }],
  'POST /api/bags': (r) => [
    { label: 'create', aims: false, make: () => ({ path: r.path, body: { name: 'Mine' } }) },
  ],
  'PATCH /api/bags/:id': (r) => [
    {
      label: 'rename',
      aims: true,
      make: (t) => ({ path: withId(r, t.bag), body: { name: 'pwned', description: 'x' } }),
    },
  ],
  'DELETE /api/bags/:id': (r) => [
    { label: 'delete', aims: true, make: (t) => ({ path: withId(r, t.bag) }) },
  ],
  'GET /api/user-discs': (r) => [{ label: 'list', aims: false, make: () => ({ path: r.path }) }],
  'POST /api/user-discs': (r) => [
    {
      label: 'add into the bag',
      aims: true,
      make: (t) => ({ path: r.path, body: { bagId: t.bag, discitId: PUTTER, color: '#000000' } }),
    },
  ],
  'PATCH /api/user-discs/:id': (r) => [
    {
      label: 'recolour and annotate',
      aims: true,
      make: (t) => ({ path: withId(r, t.disc), body: { color: '#000000', notes: 'pwned' } }),
    },
    {
      label: 'move own disc into the bag',
      aims: true,
      make: (t, own) => ({ path: withId(r, own.disc), body: { bagId: t.bag } }),
    },
    {
      label: 'move the disc into own bag',
      aims: true,
      make: (t, own) => ({ path: withId(r, t.disc), body: { bagId: own.bag } }),
    },
  ],
  'POST /api/bags/:id/duplicate': (r) => [
    { label: 'duplicate the bag', aims: true, make: (t) => ({ path: withId(r, t.bag) }) },
  ],
  'POST /api/user-discs/move': (r) => discsToBag(r),
  'POST /api/user-discs/copy': (r) => discsToBag(r),
  'GET /api/bags/:id/export/:format': (r) => [
    {
      label: 'export the bag',
      aims: true,
      make: (t) => ({ path: withId(r, t.bag).replace(':format', 'json') }),
    },
  ],
  'GET /api/export/:format': (r) => [
    { label: 'export all', aims: false, make: () => ({ path: r.path.replace(':format', 'csv') }) },
  ],
  'POST /api/import': (r) => [
    {
      label: 'import into the bag',
      aims: true,
      make: (t) => ({
        path: r.path,
        body: { format: 'csv', content: 'Disc\nDropper\n', bagId: t.bag },
      }),
    },
  ],
  'GET /api/bags/:id/share': (r) => [
    { label: 'read the link', aims: true, make: (t) => ({ path: withId(r, t.bag) }) },
  ],
  'POST /api/bags/:id/share': (r) => [
    { label: 'turn the link on', aims: true, make: (t) => ({ path: withId(r, t.bag) }) },
  ],
  'POST /api/bags/:id/share/rotate': (r) => [
    { label: 'make a new link', aims: true, make: (t) => ({ path: withId(r, t.bag) }) },
  ],
  'PATCH /api/bags/:id/share': (r) => [
    {
      label: 'show the landings',
      aims: true,
      make: (t) => ({ path: withId(r, t.bag), body: { showThrows: true } }),
    },
  ],
  'DELETE /api/bags/:id/share': (r) => [
    { label: 'turn the link off', aims: true, make: (t) => ({ path: withId(r, t.bag) }) },
  ],
  'DELETE /api/user-discs/:id': (r) => [
    { label: 'remove', aims: true, make: (t) => ({ path: withId(r, t.disc) }) },
  ],
  'POST /api/user-discs/:id/photo': (r) => [
    {
      label: 'replace the photo',
      aims: true,
      make: (t) => ({ path: withId(r, t.disc), body: photoForm(PHOTO, 'p.png', 'image/png') }),
    },
  ],
  'GET /api/user-discs/:id/photo': (r) => [
    { label: 'read the photo', aims: true, make: (t) => ({ path: withId(r, t.disc) }) },
  ],
  'DELETE /api/user-discs/:id/photo': (r) => [
    { label: 'remove the photo', aims: true, make: (t) => ({ path: withId(r, t.disc) }) },
  ],
  'GET /api/wishlist': (r) => [{ label: 'list', aims: false, make: () => ({ path: r.path }) }],
  'POST /api/wishlist': (r) => [
    {
      label: 'wish for a disc',
      aims: false,
      // Each call wishes for another disc, so the foreign call is not refused as a duplicate.
      make: () => ({
        path: r.path,
        body: { discitId: wishCalls++ % 2 === 0 ? MIDRANGE : DRIVER, note: 'mine' },
      }),
    },
  ],
  'PATCH /api/wishlist/:id': (r) => [
    {
      label: 'change the note',
      aims: true,
      make: (t) => ({ path: withId(r, t.wish), body: { note: 'pwned' } }),
    },
  ],
  // The account settings act on the caller's own account only: no id of anyone else's reaches them.
  'POST /api/auth/change-password': (r) => [
    {
      label: 'change own password',
      aims: false,
      freshCaller: true,
      make: () => ({
        path: r.path,
        body: { currentPassword: PASSWORD, newPassword: 'another pass 1' },
      }),
    },
  ],
  'POST /api/auth/change-email': (r) => [
    {
      label: 'move own account to a new address',
      aims: false,
      make: () => ({
        path: r.path,
        body: { newEmail: `moved${users}@example.com`, password: PASSWORD },
      }),
    },
  ],
  'GET /api/auth/list-sessions': (r) => [
    { label: 'list own sessions', aims: false, make: () => ({ path: r.path }) },
  ],
  'GET /api/auth/list-accounts': (r) => [
    { label: 'list own ways to sign in', aims: false, make: () => ({ path: r.path }) },
  ],
  'POST /api/auth/revoke-other-sessions': (r) => [
    { label: 'sign out everywhere else', aims: false, make: () => ({ path: r.path, body: {} }) },
  ],
  'DELETE /api/account/sessions/:id': (r) => [
    {
      label: 'sign out one device',
      aims: true,
      make: (t) => ({ path: withId(r, t.session ?? t.disc) }),
    },
  ],
  'POST /api/auth/delete-user': (r) => [
    {
      label: 'delete own account',
      aims: false,
      freshCaller: true,
      make: () => ({ path: r.path, body: { password: PASSWORD } }),
    },
  ],
  'GET /api/own-discs': (r) => [{ label: 'list', aims: false, make: () => ({ path: r.path }) }],
  'GET /api/own-discs/links': (r) => [
    { label: 'linking offers', aims: false, make: () => ({ path: r.path }) },
  ],
  'POST /api/own-discs': (r) => [
    {
      label: 'make an own disc',
      aims: false,
      make: () => ({
        path: r.path,
        body: { name: `Proto ${ownCalls++}`, ...OWN_PUTTER },
      }),
    },
  ],
  'PATCH /api/own-discs/:id': (r) => [
    {
      label: 'change the numbers',
      aims: true,
      make: (t) => ({ path: withId(r, t.ownDisc ?? t.disc), body: { speed: 14 } }),
    },
  ],
  'DELETE /api/own-discs/:id': (r) => [
    { label: 'delete', aims: true, make: (t) => ({ path: withId(r, t.ownDisc ?? t.disc) }) },
  ],
  'POST /api/own-discs/:id/link': (r) => [
    {
      label: 'link to the catalogue',
      aims: true,
      make: (t) => ({ path: withId(r, t.ownDisc ?? t.disc), body: { catalogueDiscId: DRIVER } }),
    },
  ],
  // Change ids are the client's and per player (decision 0031): Mallory's change of Alice's
  // disc is 404 whatever the id, and an id Alice used is Mallory's to use on her own disc.
  'PUT /api/user-discs/:id/changes/:changeId': (r) => [
    {
      label: 'archive the disc as lost',
      aims: true,
      make: (t) => ({
        path: withId(r, t.disc).replace(':changeId', randomUUID()),
        body: { status: 'lost', statusNote: 'pwned', notes: 'pwned', condition: 1 },
      }),
    },
  ],
  // Throw ids are the client's and per player (decision 0030): a PUT on Alice's id makes
  // Mallory's own throw, a DELETE of it removes nothing of Alice's; her disc is the target.
  'GET /api/throws': (r) => [
    { label: 'list', aims: false, make: () => ({ path: r.path }) },
    {
      label: 'list the throws of the disc',
      aims: false,
      make: (t) => ({ path: `${r.path}?userDiscId=${t.disc}` }),
    },
  ],
  // The reads the pages make (decision 0039): a summary and pages of the caller's own log only.
  'GET /api/throws/summary': (r) => [
    { label: 'summarise the throws', aims: false, make: () => ({ path: r.path }) },
  ],
  'GET /api/throws/page': (r) => [
    { label: 'a page of throws', aims: false, make: () => ({ path: r.path }) },
    {
      label: 'a page of the disc’s throws',
      aims: false,
      make: (t) => ({ path: `${r.path}?userDiscId=${t.disc}&limit=200` }),
    },
    {
      label: 'a page after the throw',
      aims: false,
      make: (t) => ({ path: `${r.path}?before=2099-01-01T00:00:00.000Z_${t.throw}` }),
    },
  ],
  'GET /api/throws/trend': (r) => [
    {
      label: 'the trend of the throws',
      aims: false,
      make: () => ({ path: `${r.path}?throwType=backhand&utcOffset=60` }),
    },
  ],
  'PUT /api/throws/:id': (r) => [
    {
      label: 'log a throw of the disc',
      aims: true,
      make: (t) => ({ path: withId(r, randomUUID()), body: throwBody(t.disc) }),
    },
    {
      label: 'replace the throw with own disc',
      aims: false,
      make: (t, own) => ({ path: withId(r, t.throw), body: throwBody(own.disc) }),
    },
  ],
  'DELETE /api/throws/:id': (r) => [
    { label: 'delete the throw', aims: false, make: (t) => ({ path: withId(r, t.throw) }) },
  ],
  // Courses (decision 0043): ids are unique over the server, since a shared course is read by
  // everyone; a private course of another player reads as missing (404), and a delete of it
  // removes nothing (204, as for a missing one). A create aims at nothing of Alice's; the 403
  // for writes to a shared course is in routes/courses.test.ts.
  'GET /api/courses': (r) => [{ label: 'list', aims: false, make: () => ({ path: r.path }) }],
  'GET /api/courses/:id': (r) => [
    { label: 'read the course', aims: true, make: (t) => ({ path: withId(r, idOr(t.course, t)) }) },
  ],
  'PUT /api/courses/:id': (r) => [
    {
      label: 'create a course',
      aims: false,
      make: () => ({ path: withId(r, randomUUID()), body: { name: 'Mine' } }),
    },
  ],
  'DELETE /api/courses/:id': (r) => [
    {
      label: 'delete the course',
      aims: false,
      make: (t) => ({ path: withId(r, idOr(t.course, t)) }),
    },
  ],
  'PUT /api/courses/:courseId/layouts/:id': (r) => [
    {
      label: 'add a layout to the course',
      aims: true,
      make: (t) => ({
        path: withId(r, randomUUID()).replace(':courseId', encodeURIComponent(idOr(t.course, t))),
        body: { name: 'pwned', holes: [{ label: '1', par: 3 }] },
      }),
    },
  ],
  'DELETE /api/courses/:courseId/layouts/:id': (r) => [
    {
      label: 'delete the layout',
      aims: false,
      make: (t) => ({
        path: withId(r, idOr(t.layout, t)).replace(':courseId', idOr(t.course, t)),
      }),
    },
  ],
  // Round ids are the client's and per player, like throws: a PUT on Alice's id makes Mallory's
  // own round, a DELETE of it removes nothing of Alice's; a bag or disc of hers named in a round
  // or a shot is kept as none.
  'GET /api/rounds': (r) => [{ label: 'list', aims: false, make: () => ({ path: r.path }) }],
  'GET /api/rounds/stats': (r) => [
    { label: 'the statistics', aims: false, make: () => ({ path: r.path }) },
  ],
  'GET /api/rounds/:id': (r) => [
    { label: 'read the round', aims: true, make: (t) => ({ path: withId(r, idOr(t.round, t)) }) },
  ],
  'PUT /api/rounds/:id': (r) => [
    {
      label: 'a round of the same id with the bag',
      aims: false,
      make: (t) => ({ path: withId(r, idOr(t.round, t)), body: roundBody(t.bag) }),
    },
  ],
  'DELETE /api/rounds/:id': (r) => [
    {
      label: 'delete the round',
      aims: false,
      make: (t) => ({ path: withId(r, idOr(t.round, t)) }),
    },
  ],
  'PUT /api/rounds/:id/holes/:hole': (r) => [
    {
      label: 'score a hole of the round',
      aims: true,
      make: (t) => ({
        path: withId(r, idOr(t.round, t)).replace(':hole', '1'),
        body: holeBody(t.disc),
      }),
    },
    {
      label: 'a shot of own round with the disc',
      aims: false,
      make: (t, own) => ({
        path: withId(r, idOr(own.round, own)).replace(':hole', '1'),
        body: holeBody(t.disc),
      }),
    },
  ],
  'POST /api/rounds/import/udisc': (r) => [
    {
      label: 'import a round on the course',
      aims: false,
      make: () => ({
        path: r.path,
        body: {
          content:
            'PlayerName,CourseName,LayoutName,Date,Total,+/-,Hole1\nPar,Open Park,Main,2024-06-16 1322,3,,3\nMe,Open Park,Main,2024-06-16 1322,3,0,3\n',
          playerName: 'Me',
        },
      }),
    },
  ],
  'GET /api/rounds/export/udisc': (r) => [
    { label: 'export the rounds', aims: false, make: () => ({ path: r.path }) },
  ],
  // The admin routes answer a player 404 whatever they aim at (sign-up-policy.test.ts has the
  // admin's side); Alice is not an admin, so nothing of hers may change either.
  'GET /api/admin/accounts': (r) => [
    { label: 'list the accounts', aims: true, make: () => ({ path: r.path }) },
  ],
  'PATCH /api/admin/accounts/:id': (r) => [
    {
      label: 'disable the account',
      aims: true,
      make: (t) => ({ path: withId(r, t.account), body: { disabled: true } }),
    },
  ],
  'DELETE /api/admin/accounts/:id': (r) => [
    { label: 'delete the account', aims: true, make: (t) => ({ path: withId(r, t.account) }) },
  ],
  'POST /api/admin/invites': (r) => [
    {
      label: 'make an invite',
      aims: true,
      make: () => ({ path: r.path, body: { email: 'guest@example.com' } }),
    },
  ],
  'DELETE /api/wishlist/:id': (r) => [
    { label: 'remove', aims: true, make: (t) => ({ path: withId(r, t.wish) }) },
  ],
  'POST /api/wishlist/:id/move': (r) => [
    {
      label: 'move the item into own bag',
      aims: true,
      make: (t, own) => ({ path: withId(r, t.wish), body: { bagId: own.bag, color: '#000000' } }),
    },
    {
      label: 'move own item into the bag',
      aims: true,
      make: (t, own) => ({ path: withId(r, own.wish), body: { bagId: t.bag, color: '#000000' } }),
    },
  ],
};

const MALFORMED = ['not-a-uuid', "1' or '1'='1", '../bags', '%00', 'ＡＢＣ', '0'.repeat(300)];

// One app for the whole file; the route table is read from it, so a new route cannot escape.
const t: TestApp = await createTestApp();
const ROUTES = userDataEndpoints(t.app);
let users = 0;

beforeAll(() => seedCatalogue(t));
afterAll(() => t.close());

describe('route table', () => {
  it('lists the user-data endpoints, and the matrix knows how to exercise every one', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(8);
    const unknown = ROUTES.map(routeKey).filter((k) => !(k in EXERCISES));
    expect(unknown, 'user-data routes the ownership matrix cannot exercise: add them').toEqual([]);
  });
});

describe.each(ROUTES.map((r) => [routeKey(r), r] as const))('ownership: %s', (_key, route) => {
  let alice: string;
  let mallory: string;
  let aliceId: string;
  let aliceTarget: Target;
  let own: Target;
  const variants = EXERCISES[routeKey(route)]?.(route) ?? [];

  beforeAll(async () => {
    users++;
    alice = await newAccount(t, `alice${users}@example.com`);
    mallory = await newAccount(t, `mallory${users}@example.com`);
    aliceId = await userIdOf(t, alice);
    const bag: Bag = await createBag(t, alice, { name: 'Alice bag', description: 'secret' });
    const disc: UserDisc = await addDisc(t, alice, {
      bagId: bag.id,
      discitId: DRIVER,
      color: '#FF0000',
      plastic: 'Star',
    });
    // Alice's bag has a public link, so renewing or turning it off would show in her rows.
    await expectStatus(t.call('POST', `/api/bags/${bag.id}/share`, { cookie: alice }), 200);
    await addPhoto(t, alice, disc.id);
    const wish = await expectStatus<{ id: string }>(
      t.call('POST', '/api/wishlist', {
        cookie: alice,
        body: { discitId: PUTTER, note: 'secret' },
      }),
      201,
    );
    const ownDisc = await createOwnDisc(t, alice, 'Secret');
    const aliceThrow = randomUUID();
    await expectStatus(
      t.call('PUT', `/api/throws/${aliceThrow}`, {
        cookie: alice,
        body: { ...throwBody(disc.id), note: 'secret' },
      }),
      201,
    );
    // A private course with a layout, a shared one (others may read it), and a round whose
    // first hole has a shot of her disc.
    const course = randomUUID();
    const layout = randomUUID();
    const open = randomUUID();
    const round = randomUUID();
    const holes = [{ label: '1', par: 3, note: 'secret' }];
    await expectStatus(
      t.call('PUT', `/api/courses/${course}`, { cookie: alice, body: { name: 'secret course' } }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${course}/layouts/${layout}`, {
        cookie: alice,
        body: { name: 'secret', holes },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${open}`, {
        cookie: alice,
        body: { name: 'Open Park', visibility: 'shared' },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/courses/${open}/layouts/${randomUUID()}`, {
        cookie: alice,
        body: { name: 'Main', holes: [{ label: '1', par: 3 }] },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/rounds/${round}`, {
        cookie: alice,
        body: { ...roundBody(bag.id), courseName: 'secret course', guests: ['secret guest'] },
      }),
      201,
    );
    await expectStatus(
      t.call('PUT', `/api/rounds/${round}/holes/1`, { cookie: alice, body: holeBody(disc.id) }),
      200,
    );
    const [aliceSession] = await expectStatus<{ id: string }[]>(
      t.call('GET', '/api/auth/list-sessions', { cookie: alice }),
      200,
    );
    aliceTarget = {
      session: aliceSession!.id,
      bag: bag.id,
      disc: disc.id,
      wish: wish.id,
      ownDisc: ownDisc.id,
      throw: aliceThrow,
      account: aliceId,
      course,
      layout,
      round,
    };
    const myBag = await createBag(t, mallory, { name: 'Mallory bag' });
    const myDisc = await addDisc(t, mallory, {
      bagId: myBag.id,
      discitId: MIDRANGE,
      color: '#00FF00',
    });
    const myWish = await expectStatus<{ id: string }>(
      t.call('POST', '/api/wishlist', { cookie: mallory, body: { discitId: PUTTER } }),
      201,
    );
    const myRound = randomUUID();
    await expectStatus(
      t.call('PUT', `/api/rounds/${myRound}`, { cookie: mallory, body: roundBody(myBag.id) }),
      201,
    );
    own = {
      bag: myBag.id,
      disc: myDisc.id,
      wish: myWish.id,
      throw: randomUUID(),
      account: await userIdOf(t, mallory),
      round: myRound,
    };
  });

  const send = async (v: Variant, target: Target, cookie?: string) => {
    const { path, body } = v.make(target, own);
    const caller =
      cookie && v.freshCaller ? await newAccount(t, `caller${++users}@example.com`) : cookie;
    return t.call(route.method, path, { cookie: caller, body });
  };

  it.each(variants.map((v) => [v.label, v] as const))(
    '%s: no session, missing, malformed and foreign ids change nothing of Alice’s',
    async (_label, v) => {
      const before = await userRows(t, aliceId);

      const anonymous = await send(v, aliceTarget);
      const anonymousText = await expectCleanAnswer(anonymous, 'no session');
      expect(anonymous.status, anonymousText).toBe(401);

      const missing = await answer(
        send(
          v,
          {
            bag: MISSING_ID,
            disc: MISSING_ID,
            wish: MISSING_ID,
            throw: MISSING_ID,
            account: MISSING_ID,
          },
          mallory,
        ),
      );
      const foreign = await answer(send(v, aliceTarget, mallory));
      if (v.aims) {
        expect(missing.status, missing.body).toBe(404);
        expect(foreign, 'another user’s object must answer exactly like a missing one').toEqual(
          missing,
        );
        for (const bad of MALFORMED) {
          const malformed = await answer(
            send(v, { bag: bad, disc: bad, wish: bad, throw: bad, account: bad }, mallory),
          );
          expect(malformed.status, `${bad}: ${malformed.body}`).toBeLessThan(500);
          if (route.path.includes(':id')) expect(malformed, bad).toEqual(missing);
        }
      } else {
        expect(foreign.status, foreign.body).toBeLessThan(300);
        expect(foreign.body).not.toContain(aliceTarget.bag);
        expect(foreign.body).not.toContain(aliceTarget.disc);
        expect(foreign.body).not.toContain(aliceTarget.wish);
        expect(foreign.body).not.toContain('secret');
        expect(foreign.body).not.toContain(aliceId);
      }

      expect(await userRows(t, aliceId)).toEqual(before);
    },
  );
});
