import type { Db } from '../db/client';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { transitionPartner } from './partner-transition';

/**
 * An admin approves a pending partner, once their e-mail is verified (issue 16). They are
 * e-mailed, in their language, that they can sign in, with their referral link.
 */
export async function approvePartner(db: Db, actorUserId: string, partnerId: string) {
  await transitionPartner(db, actorUserId, partnerId, {
    from: 'pending',
    to: 'active',
    action: 'partner.approved',
    wrongStatus: 'partners-admin.errors.approve_not_pending',
    check: ({ user }) => {
      if (!user.emailVerifiedAt) {
        throw new AppError('conflict', 'partners-admin.errors.approve_unverified');
      }
    },
    set: (actor) => ({ approvedBy: actor, approvedAt: new Date() }),
    effects: async (tx, { user, partner }) => {
      await enqueueMail(tx, [
        {
          recipient: user.email,
          template: 'partner-approved',
          locale: user.locale,
          data: { name: user.name, company: partner.company, referral_code: partner.referralCode },
        },
      ]);
    },
  });
}
