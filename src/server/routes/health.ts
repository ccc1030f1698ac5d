import { getHealth } from '../../core/api/system-routes';
import type { Database } from '../db/client';
import { apiGroup, serve } from '../http/declared-route';

/** GET /api/health (declared in core/api/system-routes): 200 {status:'ok',db:'ok'}, or 503 with db 'unavailable'. */
export function healthRoutes(database: Database) {
  const group = apiGroup();
  group.openapi(serve(group, getHealth), async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', db: 'ok' } as const, 200);
    } catch {
      return c.json({ status: 'degraded', db: 'unavailable' } as const, 503);
    }
  });
  return group;
}
