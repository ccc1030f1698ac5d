import { signedInRoutes } from './define-route';
import { errorAnswer, idParam } from './json';

/**
 * /api/account: what the account page does beside better-auth's /api/auth (declarations; the
 * server serves them).
 */
const route = signedInRoutes(['Account']);

export const signOutDevice = route({
  method: 'delete',
  path: '/api/account/sessions/{id}',
  operationId: 'signOutDevice',
  summary: 'Sign out one other device (a session of the signed-in player, by its listed id)',
  request: { params: idParam('The session id from the list of signed-in devices.') },
  responses: {
    204: { description: 'That device is signed out.' },
    404: errorAnswer('No such session of yours other than the one asking.'),
  },
});
