import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

// Filled in by the catalogue work (issue 3).
export function catalogRoutes(_deps: RouteDeps) {
  return new Hono();
}
