import { z } from 'zod';

// The environment is read here and nowhere else (lint bans `process.env` elsewhere),
// so every variable is validated once and documented in `.env.example`.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** `true`/`1` or `false`/`0`; unset or empty gives `fallback`. */
const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1')),
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_NAME: z.string().min(1).default('LendRef'),
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  APP_KEY: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(12).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('LendRef <no-reply@localhost>'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  // The web's server entry (decision 0073): guest pages are rendered on the server from it. The
  // source itself, run by tsx in production and by Vitest in tests; empty turns rendering off.
  SSR_ENTRY: z.string().default('./src/web/entry-server.tsx'),
  // Guest forms (issue 4): a bot that posts faster than this is refused; a form older than the
  // maximum age must be reloaded. Per-IP limits are counted in the database.
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  FORM_MAX_AGE_SECONDS: z.coerce.number().int().positive().default(172_800),
  // Applications per address and per e-mail address per window (issue 30): a firm's office sends
  // many applications through one address, so that limit is high; one applicant's address is
  // what a flood repeats, so that one is low.
  APPLY_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  APPLY_EMAIL_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  JOIN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Calls of the lead API per API key per minute (issue 33): a partner's system, not a person. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** Sign-ins from one address per 15 minutes (a shared office network may need more). */
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
  GUEST_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(3600),
  // E-mail outbox worker, started by main.ts in every process (claims are safe across processes).
  MAIL_WORKER_ENABLED: booleanFlag(true),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  /** Issue 34: how often the task round (reminders, digests) runs; a minute in production. */
  TASK_ROUND_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
  MAIL_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).default(21_600),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(10).default(300),
  // OAuth sign-in (issue 16, decision 0027): presets need only a client; any other OpenID
  // Connect provider goes in OIDC_PROVIDERS as a JSON array (validated in oauth/providers.ts).
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: z.preprocess(emptyToUndefined, z.string().default('consumers')),
  OIDC_PROVIDERS: optionalString,
  // Uploaded documents (issue 17, decision 0030): an S3-compatible bucket when S3_BUCKET is set
  // (then all five are required), otherwise files on disk under DATA_DIR/uploads.
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // Guest uploads (issue 31, decision 0057): how long one upload may take, answered 408 past it
  // (below the server's 120 s request timeout, so the guest reads why), and how many megabytes
  // one upload link and one lead may receive in all, answered 413 past them.
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(110).default(110),
  UPLOAD_LINK_QUOTA_MB: z.coerce.number().int().positive().default(200),
  UPLOAD_LEAD_QUOTA_MB: z.coerce.number().int().positive().default(500),
  // Webhooks (issue 33, decision 0068): a durable queue like the outbox, with its own worker.
  WEBHOOKS_WORKER_ENABLED: booleanFlag(true),
  WEBHOOKS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
  WEBHOOKS_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(50),
  WEBHOOKS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(200).default(40),
  WEBHOOKS_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).default(10),
  WEBHOOKS_RETRY_MAX_SECONDS: z.coerce.number().int().min(1).default(21_600),
  WEBHOOKS_CLAIM_SECONDS: z.coerce.number().int().min(10).default(120),
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** An endpoint with no success for this many days is turned off and its owner e-mailed. */
  WEBHOOKS_DISABLE_AFTER_DAYS: z.coerce.number().min(0.01).max(60).default(3),
  /**
   * Decision 0089: deliveries one endpoint may have in flight at once (across a process's
   * rounds), so a receiver that never answers holds back only its own queue.
   */
  WEBHOOKS_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Decision 0089: deliveries in a row with no answer in time before the endpoint is paused. */
  WEBHOOKS_PAUSE_AFTER_TIMEOUTS: z.coerce.number().int().min(1).max(1000).default(5),
  /** Tests only: lets endpoints on 127.0.0.1/::1 over http through the SSRF guard. */
  WEBHOOKS_ALLOW_LOOPBACK: booleanFlag(false),
});

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * Why production needs APP_KEY (issue 31, decision 0058): without it the key that seals e-mailed
 * links is generated into the database, so a copy of the database could open them.
 */
const APP_KEY_REQUIRED_MESSAGE =
  'required with NODE_ENV=production: the key that seals e-mailed links must live outside the database, or a backup holds working tokens. Make one with `openssl rand -base64 48` and keep it with your other secrets (README, "APP_KEY")';

/** The S3 settings come all together or not at all: half a bucket is a mistake, not a choice. */
const checkedSchema = configSchema.superRefine((config, context) => {
  if (config.NODE_ENV === 'production' && config.APP_KEY === undefined) {
    context.addIssue({ code: 'custom', path: ['APP_KEY'], message: APP_KEY_REQUIRED_MESSAGE });
  }
  // A receiver on the server itself is an SSRF hole in production: never allowed there.
  if (config.NODE_ENV === 'production' && config.WEBHOOKS_ALLOW_LOOPBACK) {
    context.addIssue({
      code: 'custom',
      path: ['WEBHOOKS_ALLOW_LOOPBACK'],
      message: 'refused with NODE_ENV=production: loopback receivers are for tests only',
    });
  }
  const given = S3_SETTINGS.filter((name) => config[name] !== undefined);
  if (given.length === 0 || given.length === S3_SETTINGS.length) return;
  for (const name of S3_SETTINGS.filter((name) => config[name] === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `required with ${given.join(', ')}`,
    });
  }
});

export type AppConfig = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = checkedSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The public base URL, used in links sent by e-mail. */
export function publicUrl(config: Pick<AppConfig, 'APP_URL' | 'PORT'>): string {
  return config.APP_URL ?? `http://localhost:${config.PORT}`;
}
