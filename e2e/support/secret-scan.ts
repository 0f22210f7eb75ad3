import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 18: no secret, token or password in the logs of a full test run. After the browser
 * tests, the server's whole log is searched for every secret the run handed out: the users'
 * passwords, every one-time token sent by e-mail (reset, verification, invitation and guest
 * links), and anything shaped like a bearer token or a password field.
 */
const LINK_TOKEN = /https?:\/\/[^\s"<>]+\/([A-Za-z0-9_-]{20,})(?=[\s"<>?]|$)/g;
const LINK_SIGNATURE = /[?&]signature=([A-Za-z0-9_%-]{16,})/g;
// A record's id in a link (the verification link names the user) is not a secret: its
// signature is.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHAPES: [string, RegExp][] = [
  ['a bearer token', /Bearer\s+[A-Za-z0-9_-]{20,}/],
  [
    'a password field',
    /"(?:password|password_confirmation|current_password)"\s*:\s*"(?!\[redacted\])/,
  ],
  ['a token field', /"token"\s*:\s*"[A-Za-z0-9_-]{20,}"/],
];

/** The one-time tokens and link signatures the e-mails carried. */
function mailedSecrets(mails: string[]): Set<string> {
  return new Set(
    mails
      .flatMap((mail) => [...mail.matchAll(LINK_TOKEN), ...mail.matchAll(LINK_SIGNATURE)])
      .map((match) => match[1]!)
      .filter((token) => !UUID.test(token)),
  );
}

/** What leaked (described, never quoted: the report must not repeat a secret either). */
export function findLeaks(log: string, mails: string[], passwords: string[]): string[] {
  const leaks: string[] = [];
  for (const password of new Set(passwords))
    if (log.includes(password)) leaks.push('a user’s password');
  const tokens = mailedSecrets(mails);
  let tokenLeaks = 0;
  for (const token of tokens) if (log.includes(token)) tokenLeaks += 1;
  if (tokenLeaks > 0) leaks.push(`${tokenLeaks} of ${tokens.size} one-time tokens sent by e-mail`);
  for (const [name, shape] of SHAPES) if (shape.test(log)) leaks.push(name);
  return leaks;
}

/** Scans and writes the outcome as a one-test Vitest report (the closing line counts it). */
export function writeSecretScanReport(logFile: string, mailDir: string, passwords: string[]) {
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const mails = existsSync(mailDir)
    ? readdirSync(mailDir)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => readFileSync(join(mailDir, name), 'utf8').replace(/=\r?\n/g, ''))
    : [];
  const leaks = log ? findLeaks(log, mails, passwords) : ['no server log was written'];
  const passed = leaks.length === 0;
  mkdirSync('.tmp/reports', { recursive: true });
  writeFileSync(
    '.tmp/reports/secret-scan.json',
    JSON.stringify({
      numPassedTests: passed ? 1 : 0,
      numFailedTests: passed ? 0 : 1,
      success: passed,
      summary: `server log of the browser run: ${log.split('\n').length} lines, ${mails.length} e-mails with ${mailedSecrets(mails).size} one-time secrets; ${passed ? 'no secret found' : `found ${leaks.join('; ')}`}`,
    }),
  );
  console.log(
    `Secret scan: ${passed ? 'no secret in the server log' : `LEAKED ${leaks.join('; ')}`}`,
  );
}
