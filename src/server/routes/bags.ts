import { Hono } from 'hono';
import type { AppVariables } from '../http/session';
import type { RouteDeps } from './route-deps';

// Filled in by the bags API work (issue 5).
export function bagRoutes(_deps: RouteDeps) {
  return new Hono<{ Variables: AppVariables }>();
}
