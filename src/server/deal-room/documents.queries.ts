import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDocumentFile } from '../../shared/deal-room/documents.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { Market } from '../../shared/markets/markets';
import { OPTION_DATA_SCHEMAS } from '../../shared/options/option-groups';
import { documentRequests, documents, options } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

type DocumentRow = typeof documents.$inferSelect;

const labelOf = (labels: Record<string, string>, value: string, locale: Locale) =>
  labels[locale] ?? labels.en ?? value;

/** Every `document_type` option (active or not): a request keeps its label when one retires. */
export async function documentTypeOptions(db: DbOrTx) {
  return db
    .select()
    .from(options)
    .where(eq(options.group, 'document_type'))
    .orderBy(asc(options.sort), asc(options.value));
}

/** The active document types offered in `market`, labelled in the reader's language. */
export async function documentTypesFor(db: DbOrTx, market: Market, locale: Locale) {
  const rows = await documentTypeOptions(db);
  return rows
    .filter((row) => {
      const data = OPTION_DATA_SCHEMAS.document_type.safeParse(row.data);
      return row.active && data.success && data.data.markets.includes(market);
    })
    .map((row) => ({ value: row.value, label: labelOf(row.labels, row.value, locale) }));
}

export function toDocumentFile(row: DocumentRow): TDocumentFile {
  return {
    id: row.id,
    name: row.originalName,
    size: row.size,
    mime: row.mime,
    status: row.status,
    reject_reason: row.rejectReason,
    uploaded_at: row.createdAt.toISOString(),
  };
}

/** A request is still missing until it has a file the firm has not rejected. */
const isMissing = (files: { status: string }[]) =>
  !files.some((file) => file.status !== 'rejected');

/** The lead's requests in the option order, each with its files, oldest first. */
export async function loadChecklist(db: DbOrTx, leadId: string, locale: Locale) {
  const [requests, types] = await Promise.all([
    db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.leadId, leadId))
      .orderBy(asc(documentRequests.createdAt)),
    documentTypeOptions(db),
  ]);
  const files =
    requests.length === 0
      ? []
      : await db
          .select()
          .from(documents)
          .where(
            and(
              eq(documents.leadId, leadId),
              inArray(
                documents.requestId,
                requests.map((request) => request.id),
              ),
            ),
          )
          .orderBy(asc(documents.createdAt));
  const order = (type: string) => {
    const index = types.findIndex((option) => option.value === type);
    return index === -1 ? types.length : index;
  };
  return requests
    .sort((a, b) => order(a.documentType) - order(b.documentType))
    .map((request) => {
      const option = types.find((type) => type.value === request.documentType);
      const own = files.filter((file) => file.requestId === request.id).map(toDocumentFile);
      return {
        id: request.id,
        document_type: request.documentType,
        label: option ? labelOf(option.labels, option.value, locale) : request.documentType,
        requested_at: request.createdAt.toISOString(),
        missing: isMissing(own),
        files: own,
      };
    });
}

export async function findDocument(db: DbOrTx, leadId: string, documentId: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.leadId, leadId)));
  return row;
}

/** How many documents were requested and how many are still missing: a partner's whole view. */
export async function documentStage(db: DbOrTx, leadId: string) {
  const rows = await db
    .select({ requestId: documentRequests.id, status: documents.status })
    .from(documentRequests)
    .leftJoin(documents, eq(documents.requestId, documentRequests.id))
    .where(eq(documentRequests.leadId, leadId));
  const requests = [...new Set(rows.map((row) => row.requestId))];
  if (requests.length === 0) return null;
  const outstanding = requests.filter((id) =>
    isMissing(
      rows.filter((row) => row.requestId === id && row.status !== null) as { status: string }[],
    ),
  ).length;
  return { requested: requests.length, outstanding };
}
