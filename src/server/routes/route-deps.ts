import type { CatalogueSnapshots } from '../catalogue/catalogue-snapshot';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { SessionReader } from '../http/session';
import type { Logger } from '../logger';
import type { BagService } from '../collection/bag-service';

/** What every route module receives from createApp. */
export interface RouteDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The fast signed-in check used by the user-data routes. */
  sessions: SessionReader;
  /** The catalogue as served, shared by the catalogue routes and the user-disc list. */
  catalogue: CatalogueSnapshots;
  /** One bag service for every route, so its per-user list cache sees every bag write. */
  bags: BagService;
}
