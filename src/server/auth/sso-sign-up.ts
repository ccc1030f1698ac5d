import { APIError, addOAuthServerContext, getOAuthState } from 'better-auth/api';
import type { BetterAuthOptions } from 'better-auth';
import { SIGNUP_MESSAGES, type SignupPolicy } from '../../core/accounts/sign-up-policy';
import { SSO_MESSAGES } from '../../core/accounts/single-sign-on';
import { consumeInvite, inviteEmail } from '../invites/invites';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;
type Refusal = { error: string; errorDescription: string };
interface CarriedInvite {
  token: string;
  email: string;
}

/**
 * An invite a single sign-on starts from (/signup?invite=…) is checked when the player presses
 * the button (403 when it is used or expired) and travels, with its address, in the OAuth state
 * (decision 0033). It is not used up yet: the provider may name an account that exists.
 */
export async function carryInvite(db: Db, token: unknown): Promise<void> {
  if (token === undefined || token === null || token === '') return;
  const email = typeof token === 'string' && token.length <= 200 && (await inviteEmail(db, token));
  if (!email) {
    throw new APIError('FORBIDDEN', {
      code: 'invite_invalid',
      message: SIGNUP_MESSAGES.inviteInvalid,
    });
  }
  await addOAuthServerContext({ invite: { token, email } satisfies CarriedInvite });
}

async function carriedInvite(): Promise<CarriedInvite | undefined> {
  const carried = (await getOAuthState())?.serverContext?.invite as CarriedInvite | undefined;
  return typeof carried?.token === 'string' && typeof carried.email === 'string'
    ? carried
    : undefined;
}

/**
 * The rules of a single sign-on (decision 0033), run by better-auth before it creates or links
 * an account for the provider's identity (a refusal comes back to /login as ?error=<code>):
 * - a new account follows the sign-up policy: closed refuses it; invite takes it only with the
 *   invite carried from /signup?invite=… for the provider's address; open takes it;
 * - an existing account with the provider's address is linked only when the provider says it
 *   verified the address (email_verified); better-auth refuses the others first, this says so
 *   again should its settings change.
 * It asks the database nothing: it runs inside better-auth's transaction, and the embedded
 * database has one connection. Sign-ups with a password have their own checks (auth-hooks.ts).
 */
export function ssoAccountRules(opts: { signup: SignupPolicy }): ValidateUserInfo {
  return async ({ user, source }): Promise<Refusal | undefined> => {
    if (source.method !== 'oauth') return undefined;
    if (source.action === 'link-account' && user.emailVerified !== true) {
      return { error: 'account_not_linked', errorDescription: SSO_MESSAGES.notLinked };
    }
    if (source.action !== 'create-user' || opts.signup === 'open') return undefined;
    if (opts.signup === 'closed') {
      return { error: 'signup_closed', errorDescription: SIGNUP_MESSAGES.closed };
    }
    const invite = await carriedInvite();
    if (!invite) {
      return { error: 'invite_required', errorDescription: SIGNUP_MESSAGES.inviteRequired };
    }
    if (invite.email !== String(user.email ?? '').toLowerCase()) {
      return { error: 'invite_other_email', errorDescription: SIGNUP_MESSAGES.inviteOtherEmail };
    }
    return undefined;
  };
}

/**
 * After an account made by single sign-on is committed, the invite it came with is used up.
 * Should a password sign-up have used it meanwhile, that one made the account for the same
 * address, and this sign-on could not have made another.
 */
export async function useCarriedInvite(db: Db, logger: Logger, email: string): Promise<void> {
  const invite = await carriedInvite();
  if (!invite) return;
  const used = await consumeInvite(db, invite.token, email);
  if (used !== 'ok') logger.warn({ email }, 'single sign-on: the invite was used meanwhile');
}
