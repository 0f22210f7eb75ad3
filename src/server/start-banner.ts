import { chmod, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { FirstAdmin } from './users/bootstrap-admin';
import { firstAdminPasswordFile } from './users/first-admin-password-file';

/** A connection string's host and database, never its user or password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol.replace(':', '')}://${parsed.host}${parsed.pathname}`;
  } catch {
    return '(unreadable URL)';
  }
}

/** What `npm start` prints for a person at a terminal: where the app is and what it uses. */
export function startBanner(config: AppConfig, url: string, firstAdmin: FirstAdmin | null) {
  const database = config.DATABASE_URL
    ? `PostgreSQL ${describeUrl(config.DATABASE_URL)}`
    : `embedded PGlite in ${resolve(config.DATA_DIR, 'pglite')}`;
  const mail = config.SMTP_URL
    ? `SMTP ${describeUrl(config.SMTP_URL)}`
    : `written as .eml files to ${resolve(config.DATA_DIR, 'mail')}`;
  const lines = [
    '',
    `  ${config.APP_NAME} is running`,
    '',
    `  Open       ${url}`,
    `  Database   ${database}`,
    `  E-mail     ${mail}`,
  ];
  if (firstAdmin?.generatedPassword) {
    lines.push(
      '',
      '  First administrator (shown once, not logged):',
      `    e-mail     ${firstAdmin.email}`,
      `    password   ${firstAdmin.generatedPassword}`,
      '  You will choose your own password at first sign-in.',
    );
  }
  return `${lines.join('\n')}\n\n`;
}

/**
 * Without a person at a terminal (production, a service manager), the generated password goes
 * to a file only the owner can read, and the log says where: log shippers keep logs for ever.
 */
export async function writeFirstAdminPassword(
  config: AppConfig,
  firstAdmin: FirstAdmin & { generatedPassword: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const file = firstAdminPasswordFile(config.DATA_DIR);
  const text = `e-mail: ${firstAdmin.email}\npassword: ${firstAdmin.generatedPassword}\nChoose your own password at first sign-in; this file is then deleted.\n`;
  await writeFile(file, text, { mode: 0o600 });
  await chmod(file, 0o600);
  log.warn({ file }, 'first admin password written to a file only the owner can read');
}
