import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { emailVerificationRoutes } from './auth/email-verification.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { clientReportsRoutes } from './client-reports/client-reports.routes';
import { commissionsRoutes } from './commissions/commissions.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { healthRoutes } from './health/health.routes';
import { leadBulkRoutes } from './leads/lead-bulk.routes';
import { leadDetailRoutes } from './leads/lead-detail.routes';
import { leadListRoutes } from './leads/lead-list.routes';
import { leadsRoutes } from './leads/leads.routes';
import { newLeadRoutes } from './leads/new-lead.routes';
import { partnersRoutes } from './partners/partners.routes';
import { partnersAdminRoutes } from './partners/partners-admin.routes';
import { optionsAdminRoutes } from './options/options-admin.routes';
import { settingsRoutes } from './settings/settings.routes';
import { auditRoutes } from './audit/audit.routes';
import { legalRoutes } from './legal/legal.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { adminsRoutes } from './admins/admins.routes';
import { inviteRoutes } from './auth/invite.routes';
import { outboxAdminRoutes } from './mail/outbox-admin.routes';
import { dealRoomRoutes } from './deal-room/deal-room.routes';
import { storageFromConfig } from './deal-room/document-storage';
import { documentsRoutes } from './deal-room/documents.routes';
import { uploadLimitsFromConfig } from './deal-room/upload-limits';
import { notificationsRoutes } from './notifications/notifications.routes';
import { fullApplicationRoutes } from './deal-room/full-application.routes';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { zodValidatorCompiler } from './plugins/validation';
import { registerXsrf } from './plugins/xsrf';
import { registerSessionCookie } from './plugins/session-cookie';
import { resolveAppKey } from './settings/settings.service';
import { spaRoutes } from './spa/spa.routes';
import { profileRoutes } from './users/profile.routes';
import { loggerOptions, logRequests, redactTokenRoutes } from './logger';

export interface BuildOptions {
  /** An open, migrated database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Where the log goes instead of stdout (tests read what the log keeps). */
  logStream?: { write(line: string): void };
  /** Readable one-line logs for a person at a terminal (pino-pretty) instead of JSON. */
  prettyLogs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logStream
      ? { ...loggerOptions(config), stream: options.logStream }
      : loggerOptions(config, { pretty: options.prettyLogs ?? false }),
    // Fastify's two lines per request become one (logRequests): quieter, and still complete.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Long enough for a slow phone upload, short enough to shed stuck connections.
    requestTimeout: 120_000,
    return503OnClosing: true,
    // A malformed URL or an over-long path parameter is answered before routing: in our shape.
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  redactTokenRoutes(app);
  const database = options.database ?? (await openOwnDatabase(app, config));
  app.decorate('database', database);

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: { info: { title: `${config.APP_NAME} API`, version: '1' } },
    transform: jsonSchemaTransform,
  });

  const appKey = await resolveAppKey(database.db, config);
  const secureCookies = (config.APP_URL ?? '').startsWith('https://');
  registerXsrf(app, appKey, secureCookies);
  registerSessionCookie(app, secureCookies);
  registerAccessControl(app, database.db);

  await app.register(healthRoutes(database));
  await app.register(authRoutes(database.db, config, appKey));
  await app.register(twoFactorRoutes({ db: database.db, config, appKey }));
  await app.register(profileRoutes(database.db, appKey, config.DATA_DIR));
  await app.register(passwordResetRoutes({ db: database.db, appKey }));
  await app.register(emailVerificationRoutes({ db: database.db, appKey }));
  await app.register(oauthRoutes({ db: database.db, config, secureCookies, appKey }));
  await app.register(leadsRoutes({ db: database.db, config, appKey }));
  await app.register(partnersRoutes({ db: database.db, config, appKey }));
  await app.register(dashboardRoutes(database.db));
  await app.register(leadListRoutes(database.db, appKey));
  await app.register(leadBulkRoutes(database.db));
  await app.register(leadDetailRoutes(database.db, appKey));
  await app.register(newLeadRoutes({ db: database.db, config }));
  await app.register(partnersAdminRoutes({ db: database.db, config, cursorKey: appKey }));
  await app.register(auditRoutes(database.db, appKey));
  await app.register(settingsRoutes({ db: database.db, config }));
  await app.register(legalRoutes({ db: database.db, config }));
  await app.register(optionsAdminRoutes(database.db));
  await app.register(adminsRoutes({ db: database.db, appKey }));
  await app.register(inviteRoutes({ db: database.db, appKey }));
  await app.register(outboxAdminRoutes(database.db, appKey));
  await app.register(dealRoomRoutes(database.db, appKey));
  await app.register(commissionsRoutes({ db: database.db, config, cursorKey: appKey }));
  await app.register(
    documentsRoutes(database.db, storageFromConfig(config), uploadLimitsFromConfig(config), appKey),
  );
  await app.register(fullApplicationRoutes(database.db));
  await app.register(notificationsRoutes(database.db));
  await app.register(clientReportsRoutes(database.db));
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(spaRoutes(config, database.db));

  return app;
}

async function openOwnDatabase(app: FastifyInstance, config: AppConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const applied = await migrate(database);
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');
  app.addHook('onClose', async () => database.close());
  logRequests(app);
  return database;
}
