import {
  APPLICATION_SECTIONS,
  DRAFT_SECTION_SCHEMAS,
  type ApplicationSection,
  type TApplicationDraft,
} from '../../shared/deal-room/full-application.contract';
import { formatAbn } from '../../shared/leads/abn';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { leadForPrefill, type ApplicationRow } from './applications.queries';
import type { OpenedLink } from './guest-links.queries';

/**
 * The stored answers, section by section: a section the lenient schema refuses (stored before a
 * rule changed) is left out rather than failing the whole page.
 */
export function draftOf(row: Pick<ApplicationRow, 'data'> | undefined): TApplicationDraft {
  const draft: Record<string, unknown> = {};
  for (const section of APPLICATION_SECTIONS) {
    const parsed = DRAFT_SECTION_SCHEMAS[section].safeParse(row?.data[section]);
    if (parsed.success && parsed.data !== undefined) draft[section] = parsed.data;
  }
  return draft as TApplicationDraft;
}

/** The first draft: what the lead already says (name, business, amount, purpose...). */
export async function prefillDraft(db: DbOrTx, link: OpenedLink): Promise<Record<string, unknown>> {
  const lead = await leadForPrefill(db, link.leadId);
  if (!lead) return {};
  const number = lead.businessNumber ?? '';
  return {
    business: {
      legal_name: lead.businessName ?? '',
      business_number: link.market === 'AU' ? formatAbn(number) : number,
      structure: lead.businessStructure ?? '',
      industry: lead.industry ?? '',
      address: { street: '', suburb: '', region: lead.region ?? '', postcode: '' },
    },
    directors: {
      directors: [
        {
          full_name: `${lead.firstName} ${lead.lastName}`,
          email: lead.email,
          mobile: lead.mobile,
          date_of_birth: '',
          address: { street: '', suburb: '', region: '', postcode: '' },
          ownership_percent: null,
          guarantor: null,
        },
      ],
    },
    financials: { annual_revenue: lead.annualRevenue, debts: [] },
    loan: { amount: lead.amount, purpose: lead.purpose ?? '', term_months: lead.termMonths },
  };
}

/** Issues of one section, named `section.field` as the form and the 422 answer name them. */
export const inSection = (section: ApplicationSection, issues: readonly IssueLike[]): IssueLike[] =>
  issues.map((issue) => ({ ...issue, path: [section, ...issue.path] }));

/** A draft cannot change once submitted, nor from a version someone else has replaced. */
export function checkWritable(row: ApplicationRow, version: number): void {
  if (row.status === 'submitted') {
    throw new AppError('conflict', 'full-application.already_submitted');
  }
  if (row.version !== version) throw new AppError('conflict', 'full-application.stale');
}
