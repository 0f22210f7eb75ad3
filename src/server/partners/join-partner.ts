import type { Locale } from '../../shared/i18n/locales';
import { compactBusinessNumber } from '../../shared/leads/business-number';
import { MOBILE_RULE_MESSAGE } from '../../shared/leads/lead-market-rules';
import { toE164Mobile } from '../../shared/leads/phone';
import type { Market } from '../../shared/markets/markets';
import { assertStrongPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { queueVerificationMail } from '../auth/send-verification';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { findUserByEmail } from '../users/users.queries';
import { adminRecipients } from '../mail/admin-recipients';
import { enqueueMail } from '../mail/outbox';
import { insertPartnerAccount } from './partners.queries';

export interface JoinPartnerInput {
  name: string;
  email: string;
  mobile: string;
  company: string;
  market: Market;
  business_number: string;
  password: string;
}

export type JoinOutcome =
  { kind: 'created'; userId: string; partnerId: string } | { kind: 'existing-account' };

/**
 * A partner signs up at /join (issue 4): one transaction creates the user (role partner), the
 * partner row in `pending` status with its referral code, the partner's verification link
 * (issue 16) and the admins' e-mails.
 *
 * An address that already has an account gets the same answer as a new one, so /join cannot
 * tell anyone which addresses are registered (issue 14); the owner is told by e-mail instead.
 * The password is hashed either way, so both take the same time.
 */
export async function joinPartner(
  db: Db,
  input: JoinPartnerInput,
  locale: Locale,
  appKey: string,
): Promise<JoinOutcome> {
  const phone = toE164Mobile(input.mobile, input.market);
  if (!phone) throw fieldError('mobile', MOBILE_RULE_MESSAGE[input.market]);
  const businessNumber = compactBusinessNumber(input.business_number);
  await assertStrongPassword(db, input.password, {
    email: input.email,
    name: input.name,
    company: input.company,
  });
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const owner = await findUserByEmail(tx, input.email);
    if (owner) {
      await enqueueMail(tx, [
        {
          recipient: owner.email,
          template: 'join-existing-account',
          locale: owner.locale,
          data: { name: owner.name },
        },
      ]);
      return { kind: 'existing-account' } as const;
    }

    const { user, partner } = await insertPartnerAccount(tx, {
      user: { name: input.name, email: input.email, passwordHash, locale },
      partner: {
        company: input.company,
        phone,
        market: input.market,
        businessNumber,
        status: 'pending',
      },
    });
    // The partner proves the address before an admin can approve them (issue 16).
    await queueVerificationMail(
      tx,
      { id: user.id, name: input.name, email: input.email, locale },
      appKey,
      'join',
    );

    const recipients = await adminRecipients(tx);
    await enqueueMail(
      tx,
      recipients.map((admin) => ({
        recipient: admin.email,
        template: 'partner-signup-admin' as const,
        locale: admin.locale,
        data: {
          name: input.name,
          email: input.email,
          mobile: phone,
          company: input.company,
          market: input.market,
          business_number: businessNumber,
        },
      })),
    );
    return { kind: 'created', userId: user.id, partnerId: partner.id } as const;
  });
}
