import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

/** Public client configuration: the Purchase button's retailer search. */
export function configRoutes({ env }: RouteDeps) {
  return new Hono().get('/', (c) =>
    c.json({ purchase: { baseUrl: env.PURCHASE_BASE_URL, referral: env.PURCHASE_REFERRAL } }),
  );
}
