import {
  completedSections,
  resumeStep,
  type TGuestApplication,
} from '../../shared/deal-room/full-application.contract';
import type { Db } from '../db/client';
import { loadApplicationRules } from './load-application-rules';
import { findOrCreateApplication } from './applications.queries';
import type { OpenedLink } from './guest-links.queries';
import { guestContext } from './guest-context';

import { draftOf, prefillDraft } from './application-draft';

export async function readGuestApplication(db: Db, link: OpenedLink): Promise<TGuestApplication> {
  const row = await findOrCreateApplication(db, link.leadId, () => prefillDraft(db, link));
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
