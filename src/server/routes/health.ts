import { Hono } from 'hono';
import type { Database } from '../db/client';

/** GET /api/health: 200 {status:'ok',db:'ok'}, or 503 with db 'unavailable'. */
export function healthRoutes(database: Database) {
  return new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', db: 'ok' });
    } catch {
      return c.json({ status: 'degraded', db: 'unavailable' }, 503);
    }
  });
}
