import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createAdmin } from '../src/server/users/bootstrap-admin';
import { guestSession } from '../tests/support/app-process';
import { createLead, TERM_SHEET } from '../tests/support/factories';
import { decodeQuotedPrintable } from '../tests/support/mailbox';

// A password the strength rules accept: not the app's name, the e-mail's or the admin's.
const ADMIN = { email: 'bench-admin@example.com', password: 'quiet harbour ledger 47' };

/** Before the server starts on `dataDir`: an admin and a lead ready for a term sheet. */
export async function seedTermSheetLead(
  dataDir: string,
): Promise<{ leadId: string; email: string }> {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    await createAdmin(database.db, ADMIN);
    const lead = await createLead(database.db, { status: 'qualified' });
    return { leadId: lead.id, email: lead.email };
  } finally {
    await database.close();
  }
}

/**
 * With the server running: the admin sends the lead a term sheet, as on the lead screen, and the
 * guest's page is read from the e-mail the outbox wrote under `dataDir/mail`.
 */
export async function termSheetPath(
  baseUrl: string,
  dataDir: string,
  lead: { leadId: string; email: string },
): Promise<string> {
  const session = await guestSession(baseUrl);
  const signedIn = await session.post('/api/login', ADMIN);
  const { token } = (await signedIn.json()) as { token: string };
  const saved = await session.put(`/api/leads/${lead.leadId}/term-sheet`, TERM_SHEET, token);
  const { term_sheet } = (await saved.json()) as { term_sheet: { version: number } };
  const sent = await session.postAs(
    `/api/leads/${lead.leadId}/term-sheet/send`,
    { version: term_sheet.version },
    token,
  );
  if (!sent.ok) throw new Error(`sending the term sheet failed: ${sent.status}`);
  const mailDir = join(dataDir, 'mail');
  for (let tries = 0; tries < 150; tries++) {
    for (const name of existsSync(mailDir) ? readdirSync(mailDir) : []) {
      const text = decodeQuotedPrintable(readFileSync(join(mailDir, name), 'utf8'));
      const link =
        text.includes(`To: ${lead.email}`) && /https?:\/\/\S+(\/term-sheet\/[^\s"<]+)/.exec(text);
      if (link) return link[1]!;
    }
    await sleep(100);
  }
  throw new Error('no term-sheet e-mail within 15 s');
}
