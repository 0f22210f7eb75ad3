import { MARKETS } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { readSettings } from '../settings/app-settings';
import { chaseCandidates } from './document-chasing.queries';
import { sendDocumentReminder } from './send-document-reminder';

/**
 * One round of document chasing (issue 34 item 3): every lead whose reminder is due at `now`
 * gets it, each lead in its own short transaction (a failure ends the round; the next one
 * catches up). Safe beside another process's round: each reminder is claimed by its (link,
 * number) key. Answers how many reminders this round sent.
 */
export async function sendDueReminders(db: Db, input: { now: Date; appKey: string }) {
  const settings = await readSettings(db, ['document_chase_every_days', 'document_chase_max']);
  const markets = MARKETS.filter((market) => settings.document_chase_every_days[market] > 0);
  let sent = 0;
  for (const leadId of await chaseCandidates(db, markets, input.now)) {
    const done = await db.transaction((tx) =>
      sendDocumentReminder(tx, { leadId, now: input.now, settings, appKey: input.appKey }),
    );
    if (done) sent += 1;
  }
  return sent;
}
