import { and, count, eq, sql } from 'drizzle-orm';
import type { GuestLinkPurpose } from '../../shared/deal-room/deal-room';
import type { LeadStatus } from '../../shared/leads/pipeline';
import { applications, documentRequests, guestLinks, leads, termSheets } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../errors';
import { randomToken, sha256 } from '../lib/hash';
import { seal } from '../lib/seal';
import { addLeadEvent } from '../leads/leads.queries';
import { enqueueMail } from '../mail/outbox';
import { readSettings } from '../settings/app-settings';
import { advanceLead } from './advance-lead';
import { revokeActiveLinks } from './guest-links.queries';

/** Where sending a link moves its lead (forward only; see advanceLead). */
const STATUS_ON_SEND: Record<GuestLinkPurpose, LeadStatus | null> = {
  'term-sheet': 'term_sheet_sent',
  upload: 'documents_requested',
  'full-application': null,
};

/** A link is sent only when there is something behind it for the guest to do. */
async function checkReady(tx: Tx, leadId: string, purpose: GuestLinkPurpose): Promise<void> {
  if (purpose === 'term-sheet') {
    const [sheet] = await tx
      .select({ status: termSheets.status })
      .from(termSheets)
      .where(eq(termSheets.leadId, leadId));
    if (!sheet || (sheet.status !== 'sent' && sheet.status !== 'viewed')) {
      throw new AppError('conflict', 'deal-room-admin.term_sheet_not_sent');
    }
  } else if (purpose === 'upload') {
    const [row] = await tx
      .select({ requested: count() })
      .from(documentRequests)
      .where(eq(documentRequests.leadId, leadId));
    if (!row?.requested) throw new AppError('conflict', 'deal-room-admin.no_documents_requested');
  } else {
    const [application] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.leadId, leadId), eq(applications.status, 'submitted')));
    if (application) throw new AppError('conflict', 'deal-room-admin.application_submitted');
  }
}

export interface SendGuestLinkInput {
  leadId: string;
  purpose: GuestLinkPurpose;
  actorUserId: string;
  appKey: string;
}

/**
 * E-mails the applicant a fresh link for `purpose` (through the outbox, in their language) and
 * revokes the one it replaces: the old token is stored only as a hash, so "re-send" is always a
 * new link. The link lives for the `guest_link_lifetime_days` setting.
 */
export async function sendGuestLink(tx: Tx, input: SendGuestLinkInput): Promise<string> {
  const [lead] = await tx
    .select({
      id: leads.id,
      email: leads.email,
      firstName: leads.firstName,
      locale: leads.locale,
      reference: leads.reference,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .where(eq(leads.id, input.leadId))
    .for('update');
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  // Nobody left to send it to (decision 0072).
  if (lead.erasedAt) throw new AppError('conflict', 'privacy.lead_erased');
  await checkReady(tx, lead.id, input.purpose);

  const replaced = await revokeActiveLinks(tx, lead.id, input.purpose);
  const { guest_link_lifetime_days: days } = await readSettings(tx, ['guest_link_lifetime_days']);
  const token = randomToken(32);
  const [link] = await tx
    .insert(guestLinks)
    .values({
      leadId: lead.id,
      purpose: input.purpose,
      tokenHash: sha256(token),
      sentTo: lead.email,
      createdBy: input.actorUserId,
      expiresAt: sql`now() + make_interval(days => ${days})`,
    })
    .returning({ id: guestLinks.id });
  if (!link) throw new Error('guest link insert returned no row');

  await enqueueMail(tx, [
    {
      recipient: lead.email,
      template: 'guest-link',
      locale: lead.locale,
      leadId: lead.id,
      data: {
        name: lead.firstName,
        reference: lead.reference,
        purpose: input.purpose,
        token: seal(input.appKey, token),
        days,
      },
    },
  ]);
  await addLeadEvent(tx, {
    leadId: lead.id,
    type: 'guest_link_sent',
    actorType: 'user',
    actorUserId: input.actorUserId,
    data: { purpose: input.purpose, sent_to: lead.email, days, replaced: replaced > 0 },
  });
  const target = STATUS_ON_SEND[input.purpose];
  if (target) {
    await advanceLead(tx, lead.id, target, { actorType: 'user', actorUserId: input.actorUserId });
  }
  return link.id;
}
