import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { DocumentStorage } from '../deal-room/document-storage';
import type { UploadLimits } from '../deal-room/upload-limits';

/**
 * What `app.ts` hands every route factory (decision 0066). Each `*.routes.ts` factory takes one
 * object, a `Pick` of these naming what it uses: a new dependency is a field here, never another
 * positional argument.
 */
export interface RouteDeps {
  /** The database with its life cycle (health checks); `db` is its query builder. */
  database: Database;
  db: Db;
  config: AppConfig;
  /** Seals e-mailed links and signs list cursors. */
  appKey: string;
  /** The site is served over HTTPS: cookies are marked secure. */
  secureCookies: boolean;
  storage: DocumentStorage;
  uploadLimits: UploadLimits;
}
