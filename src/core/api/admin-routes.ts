import { z } from 'zod';
import { signedInRoutes } from './define-route';
import { errorAnswer, idParam, invalidInput, jsonAnswer, jsonBody } from './json';

/**
 * /api/admin: the instance's accounts and invites, for its admins (declarations; the server
 * serves them). To anyone else, signed in, every admin route answers 404 as if it did not exist.
 */
const route = signedInRoutes(['Admin']);
const notAdmin = 'Not an admin (or, for one account, no such account other than your own).';

export const adminAccountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'player']),
    disabled: z.boolean(),
    createdAt: z.string().meta({ format: 'date-time' }),
    lastSeenAt: z.string().nullable().meta({
      description:
        'The latest activity of any session, kept when disabling ended them; null without one.',
    }),
    discCount: z.number().int(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const inviteSchema = z
  .object({
    email: z.string(),
    url: z.string().meta({ description: 'The single-use sign-up link; shown only now.' }),
    expiresAt: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Invite' });
export type Invite = z.infer<typeof inviteSchema>;

export const newInviteSchema = z.object({
  email: z.email({ error: 'Please enter a valid email address' }).max(254),
});
export const accountChangeSchema = z.object({ disabled: z.boolean() });

const accountId = idParam('The account id. Your own, or none: 404.');

export const listAccounts = route({
  method: 'get',
  path: '/api/admin/accounts',
  operationId: 'listAccounts',
  summary: 'Every account: name, email, created, last seen, disc count',
  responses: {
    200: jsonAnswer('The accounts, newest first.', z.array(adminAccountSchema)),
    404: errorAnswer(notAdmin),
  },
});

export const changeAccount = route({
  method: 'patch',
  path: '/api/admin/accounts/{id}',
  operationId: 'changeAccount',
  summary: 'Disable an account (it cannot sign in, its sessions end) or enable it again',
  request: { params: accountId, body: jsonBody(accountChangeSchema) },
  responses: {
    200: jsonAnswer('The account as changed.', adminAccountSchema),
    400: invalidInput,
    404: errorAnswer(notAdmin),
  },
});

export const deleteAccount = route({
  method: 'delete',
  path: '/api/admin/accounts/{id}',
  operationId: 'deleteAccount',
  summary: 'Delete an account and everything of its player at once',
  request: { params: accountId },
  responses: { 204: { description: 'Deleted.' }, 404: errorAnswer(notAdmin) },
});

export const createInvite = route({
  method: 'post',
  path: '/api/admin/invites',
  operationId: 'createInvite',
  summary: 'Make a single-use invite link for an email address (valid 7 days)',
  request: { body: jsonBody(newInviteSchema) },
  responses: {
    201: jsonAnswer('The invite link.', inviteSchema),
    400: invalidInput,
    404: errorAnswer(notAdmin),
  },
});
