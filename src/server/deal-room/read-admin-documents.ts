import type { TAdminDocuments } from '../../shared/deal-room/documents.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { documentTypesFor, loadChecklist } from './documents.queries';
import { marketOf } from './lead-market';

/** The lead screen's checklist and the document types its market offers. */
export async function readAdminDocuments(
  db: Db,
  leadId: string,
  locale: Locale,
): Promise<TAdminDocuments> {
  const market = await marketOf(db, leadId);
  return {
    document_types: await documentTypesFor(db, market, locale),
    requests: await loadChecklist(db, leadId, locale),
  };
}
