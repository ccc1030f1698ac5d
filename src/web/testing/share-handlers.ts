/**
 * Test helper (not used by the app): the fake API's bag links (docs/decisions/0015), added beside
 * fakeApi() of api-handlers.ts and reading its state, answered through MSW like the real routes:
 *   const server = fakeApi(api, { bags, discs });
 *   const links = fakeShareApi(api, server);   // links.tokens: bag id → token now in force
 * Owner routes answer 404 for a bag not in `server.bags`; /api/shared/:token builds the public
 * answer from the bag's active discs and 404s for any token not in force.
 */
import { http, HttpResponse } from 'msw';
import type { BagShare, SharedBag } from '../../core/schemas/share';
import { SHARE_NOT_FOUND } from '../../core/rules/share';
import type { FakeApiState } from './api-handlers';
import type { startApiServer } from './msw';

export interface FakeShareState {
  /** bag id → the token of its link now in force. */
  tokens: Map<string, string>;
}

const CREATED = '2026-11-23T12:00:00.000Z';

export function fakeShareApi(
  api: ReturnType<typeof startApiServer>,
  state: FakeApiState,
  owner = 'Ava Thrower',
): FakeShareState {
  const share: FakeShareState = { tokens: new Map() };
  let next = 1;
  const newToken = () => `tok${String(next++).padStart(40, '0')}`;
  const bagMissing = () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'Bag not found' } }, { status: 404 });
  const answer = (bagId: string): BagShare => {
    const token = share.tokens.get(bagId);
    return token
      ? { enabled: true, token, path: `/s/${token}`, createdAt: CREATED }
      : { enabled: false };
  };
  const owned = (id: unknown) => state.bags.some((b) => b.id === id);

  api.use(
    http.get('/api/bags/:id/share', ({ params }) =>
      owned(params.id) ? HttpResponse.json(answer(String(params.id))) : bagMissing(),
    ),
    http.post('/api/bags/:id/share', ({ params }) => {
      const id = String(params.id);
      if (!owned(id)) return bagMissing();
      if (!share.tokens.has(id)) share.tokens.set(id, newToken());
      return HttpResponse.json(answer(id));
    }),
    http.post('/api/bags/:id/share/rotate', ({ params }) => {
      const id = String(params.id);
      if (!owned(id)) return bagMissing();
      share.tokens.set(id, newToken());
      return HttpResponse.json(answer(id));
    }),
    http.delete('/api/bags/:id/share', ({ params }) => {
      const id = String(params.id);
      if (!owned(id)) return bagMissing();
      share.tokens.delete(id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/shared/:token', ({ params }) => {
      const bagId = [...share.tokens].find(([, token]) => token === params.token)?.[0];
      const bag = state.bags.find((b) => b.id === bagId);
      if (!bag) {
        return HttpResponse.json(
          { error: { code: 'not_found', message: SHARE_NOT_FOUND } },
          { status: 404 },
        );
      }
      const body: SharedBag = {
        name: bag.name,
        description: bag.description,
        owner: { name: owner },
        discs: state.discs
          .filter((d) => d.bagId === bag.id && (d.status ?? 'active') === 'active')
          .map((d) => ({
            color: d.color,
            discDetails: d.discDetails,
            ...(d.plastic !== undefined && { plastic: d.plastic }),
            ...(d.weight !== undefined && { weight: d.weight }),
            ...(d.condition !== undefined && { condition: d.condition }),
            ...(d.myFlight !== undefined && { myFlight: d.myFlight }),
          })),
      };
      return HttpResponse.json(body);
    }),
  );
  return share;
}
