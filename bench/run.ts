import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { apiTokens } from '../src/server/db/schema';
import { issueToken } from '../src/server/auth/tokens';
import { createAdmin } from '../src/server/users/bootstrap-admin';
import { sha256 } from '../src/server/lib/hash';
import { measure, report } from './stats';

/**
 * `npm run bench`: the cost of an authenticated API call (GET /api/user through the whole
 * Fastify stack: XSRF, token lookup, access check, serialization) against the bare SQL lookup
 * of the same token, measured in the same run on the same in-memory PGlite.
 */
const database = await openDatabase({ dataDir: '', memory: true });
await migrate(database);
const admin = await createAdmin(database.db, {
  email: 'bench@example.test',
  password: 'bench password 123',
});
const token = await issueToken(database.db, admin.id, 3600);
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), {
  database,
});
await app.ready();

const baseline = await measure(() =>
  database.db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, sha256(token)))
    .limit(1),
);
const userCall = await measure(() =>
  app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } }),
);
console.log(report('GET /api/user vs bare token SELECT', userCall, baseline));

await app.close();
await database.close();
