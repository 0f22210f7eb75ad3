import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { LegalDocument, TLegalTextVersion } from '../../shared/legal/legal.contract';
import { legalTextVersions, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/**
 * The id of the version guests reading `locale` see: the newest of their language when it is
 * not empty, else the newest English one when not empty, else none (the built-in default).
 * A column, so that the application's opening statement reads it with the rest (create-lead.ts).
 */
export function shownVersionIdColumn(document: LegalDocument, locale: Locale): SQL<string | null> {
  return sql<string | null>`(
    select latest.id from (
      select distinct on (${legalTextVersions.locale}) ${legalTextVersions.id} as id,
        ${legalTextVersions.locale} as locale, ${legalTextVersions.body} as body
      from ${legalTextVersions}
      where ${legalTextVersions.document} = ${document}
        and ${legalTextVersions.locale} in (${locale}, 'en')
      order by ${legalTextVersions.locale}, ${legalTextVersions.version} desc
    ) latest
    where latest.body <> ''
    order by (latest.locale = ${locale}) desc
    limit 1)`;
}

const versionColumns = {
  id: legalTextVersions.id,
  document: legalTextVersions.document,
  locale: legalTextVersions.locale,
  version: legalTextVersions.version,
  body: legalTextVersions.body,
  createdAt: legalTextVersions.createdAt,
  savedBy: users.name,
};

type VersionRow = {
  id: string;
  document: LegalDocument;
  locale: string;
  version: number;
  body: string;
  createdAt: Date;
  savedBy: string | null;
};

/** A stored version as the API names it. */
export function versionAnswer(row: VersionRow): TLegalTextVersion {
  return {
    id: row.id,
    document: row.document,
    locale: row.locale as TLegalTextVersion['locale'],
    version: row.version,
    saved_at: row.createdAt.toISOString(),
    saved_by: row.savedBy,
  };
}

/** The version guests of `locale` read now, with its text; undefined: the default. */
export async function findShownVersion(
  db: DbOrTx,
  document: LegalDocument,
  locale: Locale,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(legalTextVersions)
    .leftJoin(users, eq(users.id, legalTextVersions.createdBy))
    .where(eq(legalTextVersions.id, sql`${shownVersionIdColumn(document, locale)}`));
  return row;
}

/** Every version of one document in one language, newest first. */
export async function listVersions(
  db: DbOrTx,
  document: LegalDocument,
  locale: Locale,
): Promise<VersionRow[]> {
  return db
    .select(versionColumns)
    .from(legalTextVersions)
    .leftJoin(users, eq(users.id, legalTextVersions.createdBy))
    .where(and(eq(legalTextVersions.document, document), eq(legalTextVersions.locale, locale)))
    .orderBy(desc(legalTextVersions.version));
}

/** One version by id, for a lead's consent. */
export async function findVersionById(db: DbOrTx, id: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select(versionColumns)
    .from(legalTextVersions)
    .leftJoin(users, eq(users.id, legalTextVersions.createdBy))
    .where(eq(legalTextVersions.id, id));
  return row;
}
