import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { LeadStatus } from '../../shared/leads/pipeline';
import { MARKETS, type Market } from '../../shared/markets/markets';
import { SEARCH_GROUP_LIMIT } from '../../shared/search/search.contract';
import { leads, partnerSearchText, partners, userSearchText, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { LEAD_SEARCH_TEXT } from '../leads/lead-filters';
import { containing } from '../lib/like-pattern';
import type { SearchTerms } from './search-terms';

const leadHitColumns = {
  id: leads.id,
  reference: leads.reference,
  market: leads.market,
  status: leads.status,
  firstName: leads.firstName,
  lastName: leads.lastName,
  businessName: leads.businessName,
  email: leads.email,
  createdAt: leads.createdAt,
};

const mergedLead = aliasedTable(leads, 'merged_lead');

/** The whole values the query may be, each on the index that finds it (migration 0039). */
function exactLeadConditions(db: DbOrTx, terms: SearchTerms): SQL | undefined {
  const conditions = [
    inArray(leads.reference, terms.references),
    // A merged lead's reference, which its applicant was e-mailed, finds its survivor
    // (issue 41 finding 6).
    inArray(
      leads.id,
      db
        .select({ id: mergedLead.mergedInto })
        .from(mergedLead)
        .where(inArray(mergedLead.reference, terms.references)),
    ),
    terms.email ? sql`lower(btrim(${leads.email})) = ${terms.email}` : undefined,
    terms.mobiles.length ? inArray(leads.mobile, terms.mobiles) : undefined,
    // The market first, as the index has it: one short range per market.
    terms.businessNumber
      ? and(inArray(leads.market, [...MARKETS]), eq(leads.businessNumber, terms.businessNumber))
      : undefined,
  ];
  return or(...conditions);
}

/**
 * Whether a lead's search text contains the query. An e-mail's domain is shared by much of a
 * book (every `@gmail.com`): its trigrams would have the index read most of its lists (7,000
 * pages of a million leads against 600). The index is asked for the part up to the `@`, and each
 * lead it finds is checked for the whole text (decision 0084). A part too short for a trigram
 * would match every lead: then the whole text goes to the index.
 */
function containsQuery(terms: SearchTerms): SQL {
  const local = terms.email?.slice(0, terms.email.indexOf('@') + 1) ?? '';
  if (local.length <= 3) return sql`${LEAD_SEARCH_TEXT} like ${terms.pattern}`;
  return and(
    sql`${LEAD_SEARCH_TEXT} like ${containing(local)}`,
    sql`strpos(${LEAD_SEARCH_TEXT}, ${terms.email}) > 0`,
  )!;
}

export interface LeadHitRow {
  id: string;
  reference: string;
  market: Market;
  status: LeadStatus;
  firstName: string;
  lastName: string;
  businessName: string | null;
  email: string;
  createdAt: Date;
  exact: boolean;
}

/**
 * The leads the query finds, in three reads side by side (each on its own connection on
 * PostgreSQL): the exact hits (reference, e-mail, mobile, ABN/NZBN) by their indexes, and the
 * newest partial matches of each market (the lead lists' trigram search, decision 0020). Per
 * market, so that a common fragment walks `leads_market_created_idx` newest first and stops at
 * the limit, and a rare one reads the trigram index: the planner chooses per read. Merged
 * leads live on as their survivor.
 */
export async function findLeadHits(db: DbOrTx, terms: SearchTerms): Promise<LeadHitRow[]> {
  const current = isNull(leads.mergedInto);
  const exact = db
    .select({ ...leadHitColumns, exact: sql<boolean>`true` })
    .from(leads)
    .where(and(current, exactLeadConditions(db, terms)))
    .limit(SEARCH_GROUP_LIMIT);
  const partial = MARKETS.map((market) =>
    db
      .select({ ...leadHitColumns, exact: sql<boolean>`false` })
      .from(leads)
      .where(and(eq(leads.market, market).inlineParams(), current, containsQuery(terms)))
      .orderBy(desc(leads.createdAt))
      .limit(SEARCH_GROUP_LIMIT),
  );
  return (await Promise.all([exact, ...partial])).flat();
}

/** Exact hits first, when the query can be an exact value at all (a constant cannot sort). */
const exactFirst = (exact: SQL | undefined) => (exact ? [desc(exact)] : []);

/**
 * Partners the query finds: exact e-mail, mobile or ABN/NZBN first, then by company. Two reads
 * in one statement, each by its own trigram index (decision 0084): the firm's own text, and its
 * person's name and e-mail. A query spanning both (a company and a person's name together)
 * matches neither, as a lead's search does not span two leads.
 */
export async function findPartnerHits(db: DbOrTx, terms: SearchTerms) {
  const exact = or(
    terms.email ? sql`lower(${users.email}) = ${terms.email}` : undefined,
    terms.mobiles.length ? inArray(partners.phone, terms.mobiles) : undefined,
    terms.businessNumber ? eq(partners.businessNumber, terms.businessNumber) : undefined,
  );
  const isExact = exact ? sql<boolean>`coalesce(${exact}, false)` : sql<boolean>`false`;
  const foundBy = (text: SQL) =>
    db
      .select({
        id: partners.id,
        company: partners.company,
        name: users.name,
        email: users.email,
        market: partners.market,
        status: partners.status,
        exact: isExact.as('exact'),
        sortName: sql<string>`lower(${partners.company})`.as('sort_name'),
      })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(sql`${text} like ${terms.pattern}`);
  const found = foundBy(partnerSearchText(partners))
    .union(foundBy(userSearchText(users)))
    .as('found');
  return db
    .select({
      id: found.id,
      company: found.company,
      name: found.name,
      email: found.email,
      market: found.market,
      status: found.status,
      exact: found.exact,
    })
    .from(found)
    .orderBy(desc(found.exact), asc(found.sortName), asc(found.id))
    .limit(SEARCH_GROUP_LIMIT);
}

/** Admins the query finds by name or e-mail: the exact e-mail first, then by name. */
export async function findAdminHits(db: DbOrTx, terms: SearchTerms) {
  const exact = terms.email ? sql`lower(${users.email}) = ${terms.email}` : undefined;
  const isExact = exact ? sql<boolean>`${exact}` : sql<boolean>`false`;
  return db
    .select({ id: users.id, name: users.name, email: users.email, exact: isExact })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        ilike(sql`concat_ws(' ', ${users.name}, ${users.email})`, terms.pattern),
      ),
    )
    .orderBy(...exactFirst(exact), asc(sql`lower(${users.name})`), asc(users.id))
    .limit(SEARCH_GROUP_LIMIT);
}
