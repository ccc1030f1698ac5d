/**
 * Test helper (not used by the app): a small in-memory Hyzer API for page and component tests,
 * answered through MSW so screens run on the real fetch client, query hooks and mutations
 * (session, bags, user discs, wishlist list and add, catalogue, config).
 *   const api = startApiServer();
 *   beforeEach(() => { server = fakeApi(api, { bags: [bag('b1', 'Main')] }); });
 *   server.bags                      // what the API holds now (writes change it)
 *   api.use(failing('post', '/api/bags'));   // one route answers 500 instead (handlers added
 *                                            // later win)
 * The session is the signed-in player `PLAYER` unless `user: null` is given; signing in (any
 * address and password) makes it `PLAYER`, signing out ends it.
 */
import { http, HttpResponse } from 'msw';
import type { Bag, UserDisc } from '../../core/bag-types';
import type { Disc } from '../../core/disc/types';
import { bag } from '../../core/testing/factories';
import { discDetailsSchema } from '../../core/schemas/responses';
import type { CreateBagInput } from '../../core/schemas/bag';
import {
  DUPLICATE_DISC_MESSAGE,
  type AddDiscInput,
  type DiscsToBagInput,
} from '../../core/schemas/user-disc';
import type { AddWishInput, Wish } from '../../core/schemas/wishlist';
import type { ServerUser } from '../data/auth-api';
import type { startApiServer } from './msw';

/** The signed-in player of the fake API (the factories' discs and bags belong to 'u1'). */
export const PLAYER: ServerUser = { id: 'u1', email: 'ace@example.com', name: '', image: null };

export interface FakeApiState {
  user: ServerUser | null;
  bags: Bag[];
  discs: UserDisc[];
  catalogue: Disc[];
  wishes: Wish[];
  purchase: { baseUrl: string; referral: string };
}

const NOW = '2026-11-23T12:00:00.000Z';

const notFound = () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
const duplicateDisc = () =>
  HttpResponse.json(
    { error: { code: 'duplicate_disc', message: DUPLICATE_DISC_MESSAGE } },
    { status: 409 },
  );

type DiscChangeBody = Partial<UserDisc> & { allowDuplicate?: boolean };

/** The fake API's state and what its handlers share: new ids, copies in a bag, a disc change. */
interface FakeWorld {
  state: FakeApiState;
  newId: () => string;
  /** Active copies of a catalogue disc in a bag. */
  copiesIn: (bagId: string, discitId: string) => number;
  /** A disc change: restoring follows the duplicate rule; other changes are merged. */
  changeDisc: (id: string, body: DiscChangeBody) => Response;
}

function fakeWorld(state: FakeApiState): FakeWorld {
  let next = 1;
  const newId = () => `01940000-0000-7000-8000-${String(next++).padStart(12, '0')}`;
  const copiesIn = (bagId: string, discitId: string) =>
    state.discs.filter(
      (d) => d.bagId === bagId && d.discitId === discitId && (d.status ?? 'active') === 'active',
    ).length;
  const changeDisc = (id: string, body: DiscChangeBody) => {
    const current = state.discs.find((d) => d.id === id);
    if (!current) return notFound();
    const { allowDuplicate, ...changes } = body;
    const arriving = changes.status === 'active' && current.status !== 'active';
    const copies = copiesIn(changes.bagId ?? current.bagId, current.discitId);
    if (arriving && copies > 0 && allowDuplicate !== true) return duplicateDisc();
    const cleared = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== null));
    const { statusNote: _n, statusDate: _d, ...kept } = current;
    const changed: UserDisc = {
      ...(changes.status === 'active' ? kept : current),
      ...cleared,
      ...(arriving && copies > 0 ? { copy: copies + 1 } : {}),
    };
    state.discs = state.discs.map((d) => (d.id === changed.id ? changed : d));
    return HttpResponse.json(changed);
  };
  return { state, newId, copiesIn, changeDisc };
}

/** Session, sign-in (as `PLAYER`) and sign-out. */
function sessionHandlers(world: FakeWorld) {
  const { state } = world;
  return [
    http.get('/api/auth/get-session', () =>
      HttpResponse.json(state.user ? { user: state.user } : null),
    ),
    http.post('/api/auth/sign-in/email', () => {
      state.user = PLAYER;
      return HttpResponse.json({ user: PLAYER });
    }),
    http.post('/api/auth/sign-out', () => {
      state.user = null;
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** The bag list, a new bag, a bag deleted with its discs. */
function bagHandlers(world: FakeWorld) {
  const { state, newId } = world;
  return [
    http.get('/api/bags', () => HttpResponse.json(state.bags)),
    http.post('/api/bags', async ({ request }) => {
      const input = (await request.json()) as CreateBagInput;
      const created = bag(newId(), input.name, {
        userId: state.user?.id ?? 'u1',
        description: input.description ?? '',
        createdAt: NOW,
        updatedAt: NOW,
      });
      state.bags = [...state.bags, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('/api/bags/:id', ({ params }) => {
      if (!state.bags.some((b) => b.id === params.id)) return notFound();
      state.bags = state.bags.filter((b) => b.id !== params.id);
      state.discs = state.discs.filter((d) => d.bagId !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The disc list and a disc added under the duplicate rule. */
function discHandlers(world: FakeWorld) {
  const { state, newId, copiesIn } = world;
  return [
    http.get('/api/user-discs', () => HttpResponse.json(state.discs)),
    http.post('/api/user-discs', async ({ request }) => {
      const input = (await request.json()) as AddDiscInput;
      const copies = copiesIn(input.bagId, input.discitId);
      if (copies > 0 && input.allowDuplicate !== true) return duplicateDisc();
      const disc = state.catalogue.find((d) => d.id === input.discitId);
      const added: UserDisc = {
        id: newId(),
        userId: state.user?.id ?? 'u1',
        bagId: input.bagId,
        discitId: input.discitId,
        color: input.color,
        createdAt: NOW,
        ...(copies > 0 ? { copy: copies + 1 } : {}),
        discDetails: disc ? discDetailsSchema.parse(disc) : null,
      };
      state.discs = [...state.discs, added];
      return HttpResponse.json(added, { status: 201 });
    }),
  ];
}

/** Discs moved or copied between bags, and a bag duplicated. */
function moveHandlers(world: FakeWorld) {
  const { state, newId, copiesIn } = world;
  return [
    // Move or copy several discs: all or nothing, the duplicate rule in the target bag.
    http.post('/api/user-discs/:action', async ({ request, params }) => {
      const input = (await request.json()) as DiscsToBagInput;
      const picked = state.discs.filter((d) => input.ids.includes(d.id));
      if (picked.length !== input.ids.length || !state.bags.some((b) => b.id === input.bagId)) {
        return notFound();
      }
      const arriving = picked.filter((d) => params.action === 'copy' || d.bagId !== input.bagId);
      const clash = arriving.some(
        (d, i) =>
          copiesIn(input.bagId, d.discitId) > 0 ||
          arriving.slice(0, i).some((e) => e.discitId === d.discitId),
      );
      if (clash && input.allowDuplicate !== true) return duplicateDisc();
      const placed = arriving.map((d) => {
        const n = copiesIn(input.bagId, d.discitId);
        const { copy: _copy, ...rest } = d;
        const moved: UserDisc = {
          ...rest,
          ...(params.action === 'copy' ? { id: newId() } : {}),
          bagId: input.bagId,
          ...(n > 0 ? { copy: n + 1 } : {}),
        };
        state.discs =
          params.action === 'copy'
            ? [...state.discs, moved]
            : state.discs.map((x) => (x.id === d.id ? moved : x));
        return moved;
      });
      return HttpResponse.json({ discs: placed }, { status: params.action === 'copy' ? 201 : 200 });
    }),
    http.post('/api/bags/:id/duplicate', ({ params }) => {
      const source = state.bags.find((b) => b.id === params.id);
      if (!source) return notFound();
      const created: Bag = { ...source, id: newId(), name: `${source.name} (copy)` };
      state.bags = [...state.bags, created];
      const discs = state.discs.filter((d) => d.bagId === source.id);
      state.discs = [
        ...state.discs,
        ...discs.map((d) => ({ ...d, id: newId(), bagId: created.id })),
      ];
      return HttpResponse.json(created, { status: 201 });
    }),
  ];
}

/** A disc changed (directly or by the outbox, once per change id) or deleted. */
function discChangeHandlers(world: FakeWorld) {
  const { state, changeDisc } = world;
  /** The outbox's change ids already applied (PUT …/changes/{changeId}). */
  const appliedChanges = new Set<string>();
  return [
    // Restoring (status back to active) follows the duplicate rule; other changes are merged.
    http.patch('/api/user-discs/:id', async ({ request, params }) =>
      changeDisc(String(params.id), (await request.json()) as DiscChangeBody),
    ),
    // A course change sent by the outbox (decision 0031): applied once per change id.
    http.put('/api/user-discs/:id/changes/:changeId', async ({ request, params }) => {
      const changeId = String(params.changeId);
      if (appliedChanges.has(changeId)) {
        const current = state.discs.find((d) => d.id === params.id);
        return current ? HttpResponse.json(current) : notFound();
      }
      const answer = changeDisc(String(params.id), (await request.json()) as DiscChangeBody);
      if (answer.status === 200) appliedChanges.add(changeId);
      return answer;
    }),
    http.delete('/api/user-discs/:id', ({ params }) => {
      if (!state.discs.some((d) => d.id === params.id)) return notFound();
      state.discs = state.discs.filter((d) => d.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The wishlist, the catalogue, the accounts list and the config. */
function wishlistAndConfigHandlers(world: FakeWorld) {
  const { state, newId } = world;
  return [
    http.get('/api/wishlist', () => HttpResponse.json(state.wishes)),
    http.post('/api/wishlist', async ({ request }) => {
      const body = (await request.json()) as AddWishInput;
      const wish: Wish = {
        id: newId(),
        discitId: body.discitId,
        note: body.note ?? '',
        createdAt: NOW,
        discDetails: null,
      };
      state.wishes = [...state.wishes, wish];
      return HttpResponse.json(wish, { status: 201 });
    }),
    http.get('/api/catalog', () => HttpResponse.json(state.catalogue)),
    // A password account (one made by single sign-on lists only { providerId: 'oidc' }).
    http.get('/api/auth/list-accounts', () => HttpResponse.json([{ providerId: 'credential' }])),
    http.get('/api/config', () =>
      HttpResponse.json({
        purchase: state.purchase,
        signup: 'open' as const,
        sso: null,
        passwordLogin: true,
      }),
    ),
  ];
}

/** Installs the fake API on `api` and returns its state, which the handlers read and change. */
export function fakeApi(
  api: ReturnType<typeof startApiServer>,
  seed: Partial<FakeApiState> = {},
): FakeApiState {
  const state: FakeApiState = {
    user: PLAYER,
    bags: [],
    discs: [],
    catalogue: [],
    wishes: [],
    purchase: { baseUrl: 'https://shop.example/search', referral: 'hyzer' },
    ...seed,
  };
  const world = fakeWorld(state);
  api.use(
    ...sessionHandlers(world),
    ...bagHandlers(world),
    ...discHandlers(world),
    ...moveHandlers(world),
    ...discChangeHandlers(world),
    ...wishlistAndConfigHandlers(world),
  );
  return state;
}

/** A handler that answers `method path` with a 500 and the API's error body. */
export function failing(method: 'get' | 'post' | 'patch' | 'delete', path: string) {
  return http[method](path, () =>
    HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 }),
  );
}
