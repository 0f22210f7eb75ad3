import type { TDocumentChase } from '../../shared/document-chasing/document-chasing.contract';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { readSettings } from '../settings/app-settings';
import { decideChase } from './decide-chase';
import { loadChaseFacts } from './document-chasing.queries';

/** The lead screen's chasing state: the next reminder's time, or why none will be sent. */
export async function readDocumentChase(
  db: DbOrTx,
  leadId: string,
  now: Date,
): Promise<TDocumentChase> {
  const [facts, settings] = await Promise.all([
    loadChaseFacts(db, leadId),
    readSettings(db, ['document_chase_every_days', 'document_chase_max']),
  ]);
  if (!facts) throw new AppError('not_found', 'errors.not_found');
  return decideChase(facts, settings, now);
}
