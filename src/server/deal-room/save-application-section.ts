import {
  DRAFT_SECTION_SCHEMAS,
  completedSections,
  type ApplicationSection,
} from '../../shared/deal-room/full-application.contract';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { RequestValidationError } from '../plugins/validation';
import { loadApplicationRules } from './load-application-rules';
import { findOrCreateApplication, savedRecently, updateDraftAt } from './applications.queries';
import type { OpenedLink } from './guest-links.queries';

import { checkWritable, draftOf, inSection, prefillDraft } from './application-draft';

/**
 * Saves one section's draft. Missing values are fine; malformed ones answer 422. The timeline
 * hears of a section's saves at most once per half hour.
 */
export async function saveApplicationSection(
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
    const row = await findOrCreateApplication(tx, link.leadId, () => prefillDraft(tx, link));
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
