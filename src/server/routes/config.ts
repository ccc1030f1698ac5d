import { getConfig } from '../../core/api/system-routes';
import { apiGroup, serve } from '../http/declared-route';
import type { RouteDeps } from './route-deps';

/** Public client configuration (declared in core/api/system-routes): the Purchase button's retailer search. */
export function configRoutes({ env }: RouteDeps) {
  const group = apiGroup();
  group.openapi(serve(group, getConfig), (c) =>
    c.json(
      {
        purchase: { baseUrl: env.PURCHASE_BASE_URL, referral: env.PURCHASE_REFERRAL },
        signup: env.SIGNUP,
        sso: env.OIDC ? { name: env.OIDC.name } : null,
        passwordLogin: env.PASSWORD_LOGIN,
      },
      200,
    ),
  );
  return group;
}
