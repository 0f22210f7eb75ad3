import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { emailVerificationRoutes } from './auth/email-verification.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import type { RouteDeps } from './lib/route-deps';
import { clientReportsRoutes } from './client-reports/client-reports.routes';
import { partnerBalanceRoutes } from './partner-balance/partner-balance.routes';
import { paymentDetailsRoutes } from './payment-details/payment-details.routes';
import { selfBillingRoutes } from './self-billing/self-billing.routes';
import { commissionsRoutes } from './commissions/commissions.routes';
import { payoutsRoutes } from './payouts/payouts.routes';
import { statementsRoutes } from './statements/statements.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { healthRoutes } from './health/health.routes';
import { leadBulkRoutes } from './leads/lead-bulk.routes';
import { leadDetailRoutes } from './leads/lead-detail.routes';
import { leadListRoutes } from './leads/lead-list.routes';
import { leadsRoutes } from './leads/leads.routes';
import { newLeadRoutes } from './leads/new-lead.routes';
import { leadImportRoutes } from './lead-import/lead-import.routes';
import { leadMergeRoutes } from './lead-merge/lead-merge.routes';
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
import { privacyRoutes } from './privacy/privacy.routes';
import { documentsRoutes } from './deal-room/documents.routes';
import { documentChasingRoutes } from './document-chasing/document-chasing.routes';
import { uploadLimitsFromConfig } from './deal-room/upload-limits';
import { notificationsRoutes } from './notifications/notifications.routes';
import { fullApplicationRoutes } from './deal-room/full-application.routes';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { leadApiRoutes } from './lead-api/lead-api.routes';
import { listViewsRoutes } from './list-views/list-views.routes';
import { applicantMailRoutes } from './applicant-mail/applicant-mail.routes';
import { searchRoutes } from './search/search.routes';
import { noticesRoutes } from './notices/notices.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { openApiOptions } from './openapi/openapi-document';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandler, sendFrameworkError } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { zodValidatorCompiler } from './plugins/validation';
import { registerXsrf } from './plugins/xsrf';
import { registerSessionCookie } from './plugins/session-cookie';
import { resolveAppKey } from './settings/settings.service';
import { spaRoutes } from './spa/spa.routes';
import type { FallbackPages } from './spa/bad-address-page';
import { webhooksRoutes } from './webhooks/webhooks.routes';
import { teamsRoutes } from './teams/teams.routes';
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
  // Filled by the SPA's routes: the page a visitor gets for an address Fastify cannot decode.
  const fallbackPages: FallbackPages = {};
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
    frameworkErrors: (error, request, reply) =>
      sendFrameworkError(error, request, reply, fallbackPages),
  }).withTypeProvider<ZodTypeProvider>();

  redactTokenRoutes(app);
  const database = options.database ?? (await openOwnDatabase(app, config));
  app.decorate('database', database);

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  await registerSecurityHeaders(app);
  await app.register(fastifySwagger, openApiOptions(config));

  const appKey = await resolveAppKey(database.db, config);
  const secureCookies = (config.APP_URL ?? '').startsWith('https://');
  registerXsrf(app, appKey, secureCookies);
  registerSessionCookie(app, secureCookies);
  registerAccessControl(app, database.db, {
    apiKeyRate: { limit: config.API_KEY_RATE_LIMIT, windowSeconds: 60 },
  });

  const deps: RouteDeps = {
    database,
    db: database.db,
    config,
    appKey,
    secureCookies,
    storage: storageFromConfig(config),
    uploadLimits: uploadLimitsFromConfig(config),
  };
  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(twoFactorRoutes(deps));
  await app.register(profileRoutes(deps));
  await app.register(passwordResetRoutes(deps));
  await app.register(emailVerificationRoutes(deps));
  await app.register(oauthRoutes(deps));
  await app.register(leadsRoutes(deps));
  await app.register(partnersRoutes(deps));
  await app.register(dashboardRoutes(deps));
  await app.register(leadListRoutes(deps));
  await app.register(leadBulkRoutes(deps));
  await app.register(leadDetailRoutes(deps));
  await app.register(newLeadRoutes(deps));
  await app.register(partnersAdminRoutes(deps));
  await app.register(auditRoutes(deps));
  await app.register(settingsRoutes(deps));
  await app.register(legalRoutes(deps));
  await app.register(optionsAdminRoutes(deps));
  await app.register(adminsRoutes(deps));
  await app.register(inviteRoutes(deps));
  await app.register(outboxAdminRoutes(deps));
  await app.register(dealRoomRoutes(deps));
  await app.register(commissionsRoutes(deps));
  await app.register(documentsRoutes(deps));
  await app.register(documentChasingRoutes(deps));
  await app.register(fullApplicationRoutes(deps));
  await app.register(notificationsRoutes(deps));
  await app.register(clientReportsRoutes(deps));
  await app.register(privacyRoutes(deps));
  await app.register(webhooksRoutes(deps));
  await app.register(teamsRoutes(deps));
  await app.register(paymentDetailsRoutes(deps));
  await app.register(selfBillingRoutes(deps));
  await app.register(partnerBalanceRoutes(deps));
  await app.register(statementsRoutes(deps));
  await app.register(payoutsRoutes(deps));
  await app.register(leadImportRoutes(deps));
  await app.register(leadMergeRoutes(deps));
  await app.register(apiKeysRoutes(deps));
  await app.register(leadApiRoutes(deps));
  await app.register(listViewsRoutes(deps));
  await app.register(applicantMailRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(tasksRoutes(deps));
  await app.register(noticesRoutes(deps));
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  await app.register(spaRoutes(deps, fallbackPages));

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
