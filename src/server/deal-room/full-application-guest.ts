import { sql } from 'drizzle-orm';
import {
  APPLICATION_SECTIONS,
  DRAFT_SECTION_SCHEMAS,
  completedSections,
  resumeStep,
  type ApplicationSection,
  type TApplicationDraft,
  type TGuestApplication,
} from '../../shared/deal-room/full-application.contract';
import { formatAbn } from '../../shared/leads/abn';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { RequestValidationError } from '../plugins/validation';
import { advanceLead } from './advance-lead';
import { loadApplicationRules } from './application-rules';
import {
  findApplication,
  findOrCreateApplication,
  leadForPrefill,
  savedRecently,
  updateDraftAt,
  type ApplicationRow,
} from './applications.queries';
import type { OpenedLink } from './guest-links.queries';
import { notifyAdmins } from './notify-admins';
import { guestContext } from './term-sheet-guest';

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
async function prefill(db: DbOrTx, link: OpenedLink): Promise<Record<string, unknown>> {
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

export async function readGuestApplication(db: Db, link: OpenedLink): Promise<TGuestApplication> {
  const row = await findOrCreateApplication(db, link.leadId, () => prefill(db, link));
  const { schemas, choices } = await loadApplicationRules(db, link.market, link.locale);
  const data = draftOf(row);
  const completed = completedSections(data, schemas);
  return {
    context: guestContext(link),
    status: row.status,
    version: row.version,
    data,
    completed,
    resume_at: row.status === 'submitted' ? 'review' : resumeStep(completed),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    choices,
  };
}

/** Issues of one section, named `section.field` as the form and the 422 answer name them. */
const inSection = (section: ApplicationSection, issues: readonly IssueLike[]): IssueLike[] =>
  issues.map((issue) => ({ ...issue, path: [section, ...issue.path] }));

/** A draft cannot change once submitted, nor from a version someone else has replaced. */
function checkWritable(row: ApplicationRow, version: number): void {
  if (row.status === 'submitted') {
    throw new AppError('conflict', 'full-application.already_submitted');
  }
  if (row.version !== version) throw new AppError('conflict', 'full-application.stale');
}

/**
 * Saves one section's draft. Missing values are fine; malformed ones answer 422. The timeline
 * hears of a section's saves at most once per half hour.
 */
export async function saveSection(
  db: Db,
  link: OpenedLink,
  input: { section: ApplicationSection; version: number; data: unknown },
) {
  const parsed = DRAFT_SECTION_SCHEMAS[input.section].safeParse(input.data, {
    reportInput: true,
  });
  if (!parsed.success) {
    throw new RequestValidationError(inSection(input.section, parsed.error.issues as IssueLike[]));
  }
  const { schemas } = await loadApplicationRules(db, link.market, link.locale);
  return db.transaction(async (tx) => {
    const row = await findOrCreateApplication(tx, link.leadId, () => prefill(tx, link));
    checkWritable(row, input.version);
    const saved = await updateDraftAt(tx, row.id, input.version, {
      data: { ...row.data, [input.section]: parsed.data },
    });
    if (!saved) throw new AppError('conflict', 'full-application.stale');
    const completed = completedSections(draftOf(saved), schemas);
    if (!(await savedRecently(tx, link.leadId, input.section))) {
      await addLeadEvent(tx, {
        leadId: link.leadId,
        type: 'application_saved',
        actorType: 'guest_link',
        data: { section: input.section, complete: completed.includes(input.section) },
      });
    }
    return { version: saved.version, completed, saved_at: saved.updatedAt.toISOString() };
  });
}

/**
 * Submits: every section must pass its strict schema (a 422 names `section.field`); then the
 * lead moves to application_submitted and the admins are told, in one transaction.
 */
export async function submitApplication(db: Db, link: OpenedLink, version: number) {
  const { schemas } = await loadApplicationRules(db, link.market, link.locale);
  return db.transaction(async (tx) => {
    const row = await findApplication(tx, link.leadId);
    if (row) checkWritable(row, version);
    const draft = draftOf(row);
    const issues: IssueLike[] = [];
    const answers: Record<string, unknown> = {};
    for (const section of APPLICATION_SECTIONS) {
      const checked = schemas[section].safeParse(draft[section] ?? {}, { reportInput: true });
      if (checked.success) answers[section] = checked.data;
      else issues.push(...inSection(section, checked.error.issues as IssueLike[]));
    }
    if (!row || issues.length > 0) throw new RequestValidationError(issues);
    const submitted = await updateDraftAt(tx, row.id, version, {
      data: answers,
      status: 'submitted',
      submittedAt: sql`now()`,
    });
    if (!submitted?.submittedAt) throw new AppError('conflict', 'full-application.stale');
    await addLeadEvent(tx, {
      leadId: link.leadId,
      type: 'application_submitted',
      actorType: 'guest_link',
      data: {},
    });
    await advanceLead(tx, link.leadId, 'application_submitted', { actorType: 'guest_link' });
    await notifyAdmins(tx, link.leadId, 'application_submitted');
    return { reference: link.reference, submitted_at: submitted.submittedAt.toISOString() };
  });
}
