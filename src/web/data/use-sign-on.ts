/**
 * Single sign-on (decision 0033): whether the server offers it (and the provider's name for the
 * button) and whether passwords are used at all, from /api/config; and the start of a sign-on,
 * which leaves the app for the provider's page.
 */
import { useQuery } from '@tanstack/react-query';
import { getConfig } from '../../core/api/system-routes';
import { OIDC_PROVIDER_ID, type SsoReturnPath } from '../../core/accounts/single-sign-on';
import { callApi } from '../lib/api-client';
import { request } from '../lib/http';

export interface SignOnConfig {
  /** The provider's name on the button; null when the server has no single sign-on. */
  ssoName: string | null;
  /** false: no password forms (PASSWORD_LOGIN=false). */
  passwordLogin: boolean;
}

/** How players sign in on this server; undefined until the server has said. */
export function useSignOnConfig(): SignOnConfig | undefined {
  return useQuery({
    queryKey: ['config', 'sign-on'],
    queryFn: async (): Promise<SignOnConfig> => {
      const config = await callApi(getConfig);
      return { ssoName: config.sso?.name ?? null, passwordLogin: config.passwordLogin !== false };
    },
    staleTime: Infinity,
  }).data;
}

/**
 * Asks the server for the provider's sign-in address (with an invite from /signup?invite=…)
 * and goes there; the provider sends the browser back to /home (or, for a fresh sign-in before
 * deleting the account, to /account), or to /login?error=<code>.
 */
export async function startSignOn(
  inviteToken?: string,
  back?: SsoReturnPath,
): Promise<void> {
  const { url } = await request<{ url: string }>('POST', '/api/auth/sign-in/social', {
    provider: OIDC_PROVIDER_ID,
    ...(inviteToken ? { inviteToken } : {}),
    ...(back ? { callbackURL: back } : {}),
  });
  window.location.assign(url);
}
