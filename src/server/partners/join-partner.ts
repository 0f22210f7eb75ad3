import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { toE164Mobile } from '../../shared/leads/phone';
import type { Market } from '../../shared/markets/markets';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { partners, users } from '../db/schema';
import { fieldError } from '../errors';
import { adminRecipients } from '../mail/admin-recipients';
import { enqueueMail } from '../mail/outbox';
import { uniqueReferralCode } from './referral-code';

export interface JoinPartnerInput {
  name: string;
  email: string;
  mobile: string;
  company: string;
  market: Market;
  business_number: string;
  password: string;
}

/**
 * A partner signs up at /join (issue 4): one transaction creates the user (role partner), the
 * partner row in `pending` status with its referral code, and the admins' e-mails.
 */
export async function joinPartner(
  db: Db,
  input: JoinPartnerInput,
  locale: Locale,
): Promise<{ userId: string; partnerId: string }> {
  const phone = toE164Mobile(input.mobile, input.market);
  if (!phone) throw fieldError('mobile', `lead-validation.mobile_${input.market.toLowerCase()}`);
  const businessNumber = input.business_number.replace(/[\s-]/g, '');
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
      .limit(1);
    if (taken.length > 0) throw fieldError('email', 'join.email_taken');

    const [user] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, role: 'partner', locale })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    const [partner] = await tx
      .insert(partners)
      .values({
        userId: user.id,
        company: input.company,
        phone,
        market: input.market,
        businessNumber,
        referralCode: await uniqueReferralCode(tx),
        status: 'pending',
      })
      .returning({ id: partners.id });
    if (!partner) throw new Error('partner insert returned no row');

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
    return { userId: user.id, partnerId: partner.id };
  });
}
