import type { Locale } from '../../shared/i18n/locales';
import { compactBusinessNumber } from '../../shared/leads/business-number';
import { toE164Mobile } from '../../shared/leads/phone';
import type { TInvitePartner } from '../../shared/partners/partner-invite.contract';
import { recordAudit } from '../audit/record-audit';
import { queueInviteMail } from '../auth/send-invite';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { findUserByEmail } from '../users/users.queries';
import { insertPartnerAccount } from './partners.queries';

/**
 * An admin invites a partner (issue 16). The admin vouches for them, so the partner row is
 * active at once (approved by the admin); the user has no password until they choose one from
 * the link, which also verifies their address. Unlike /join, an address in use is a plain 422
 * on `email`: only an admin sees it.
 */
export async function invitePartner(
  db: Db,
  actorUserId: string,
  input: TInvitePartner,
  locale: Locale,
  appKey: string,
): Promise<string> {
  const phone = input.mobile ? (toE164Mobile(input.mobile, input.market) ?? '') : '';
  const businessNumber = input.business_number ? compactBusinessNumber(input.business_number) : '';
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) throw fieldError('email', 'auth.email_taken');
    const { user, partner } = await insertPartnerAccount(tx, {
      user: { name: input.name, email: input.email, locale },
      partner: {
        company: input.company,
        phone,
        market: input.market,
        businessNumber,
        status: 'active',
        approvedBy: actorUserId,
        approvedAt: new Date(),
      },
    });
    await queueInviteMail(tx, user, appKey);
    await recordAudit(tx, {
      actorUserId,
      action: 'partner.invited',
      entityType: 'partner',
      entityId: partner.id,
      after: {
        name: user.name,
        email: user.email,
        company: partner.company,
        market: partner.market,
        status: partner.status,
      },
    });
    return partner.id;
  });
}
