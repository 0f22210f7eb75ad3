import type { Locale } from '../../shared/i18n/locales';
import type { TInviteColleagueRequest } from '../../shared/teams/teams.contract';
import { recordAudit } from '../audit/record-audit';
import { queueInviteMail } from '../auth/send-invite';
import type { Db } from '../db/client';
import { partnerMembers, users } from '../db/schema';
import { AppError } from '../errors';
import type { PartnerRow } from '../partners/partners.queries';
import { uniqueReferralCode } from '../partners/referral-code';
import { findUserByEmail } from '../users/users.queries';

/**
 * A partner firm's owner invites a colleague (issue 34, decision 0080), as an admin invites a
 * partner: the user is created without a password with their own referral link, the one-use
 * invitation queued, the audit row written, all in one transaction. An address that already
 * has an account (another firm's, an admin's, this firm's) is a 409 naming it: a person belongs
 * to one firm at most, and nobody is moved between firms by an e-mail.
 */
export async function inviteColleague(
  db: Db,
  owner: { id: string; name: string },
  partner: PartnerRow,
  input: TInviteColleagueRequest,
  locale: Locale,
  appKey: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email))
      throw new AppError('conflict', 'team.email_taken', {
        values: { email: input.email.toLowerCase() },
        fieldErrors: { email: ['team.email_taken_field'] },
      });
    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email.toLowerCase(), role: 'partner', locale })
      .returning();
    if (!user) throw new Error('colleague insert returned no row');
    await tx.insert(partnerMembers).values({
      partnerId: partner.id,
      userId: user.id,
      role: 'colleague',
      referralCode: await uniqueReferralCode(tx),
      addedBy: owner.id,
    });
    await queueInviteMail(tx, user, appKey, { company: partner.company, inviter: owner.name });
    await recordAudit(tx, {
      actorUserId: owner.id,
      action: 'partner.colleague_invited',
      entityType: 'partner',
      entityId: partner.id,
      after: { user_id: user.id, name: user.name, email: user.email },
    });
    return user.id;
  });
}
