import { z } from 'zod';

// The environment is read here and nowhere else (lint bans `process.env` elsewhere),
// so every variable is validated once and documented in `.env.example`.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
);

export const configSchema = z.object({
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
  TRUST_PROXY: booleanFlag,
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('LendRef <no-reply@localhost>'),
  WEB_DIST_DIR: z.string().default('./dist/web'),
});

export type AppConfig = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** The public base URL, used in links sent by e-mail. */
export function publicUrl(config: AppConfig): string {
  return config.APP_URL ?? `http://localhost:${config.PORT}`;
}
