import type { Db } from '../../src/server/db/client';
import { eq } from 'drizzle-orm';
import { partnerMembers, partners, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/auth/passwords';
import { E2E_REFERRAL_PARTNERS } from './referral-partners';
import type { E2eUser } from './users';

/** A seeded partner user is an approved (active) partner, as every partner who signs in is. */
export async function seedUser(db: Db, user: E2eUser): Promise<void> {
  const [row] = await db
    .insert(users)
    .values({
      name: user.name,
      email: user.email,
      passwordHash: await hashPassword(user.password),
      role: user.role,
      emailVerifiedAt: user.unverified ? null : new Date(),
      passwordChangeRequired: user.passwordChangeRequired ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  if (user.role !== 'partner') return;
  if (user.colleagueOf) return seedColleague(db, row.id, user);
  await db.insert(partners).values({
    userId: row.id,
    company: `${user.name} Advisory Pty Ltd`,
    phone: '+61412345678',
    market: 'AU',
    businessNumber: '51824753556',
    referralCode: `e2e${user.email.split('@')[0]!.replace(/[^a-z0-9]/g, '')}`,
    status: 'active',
    approvedAt: new Date(),
  });
}

/** A colleague of an owner seeded before them, with their own referral code (issue 34). */
async function seedColleague(db: Db, userId: string, user: E2eUser): Promise<void> {
  const [firm] = await db
    .select({ id: partners.id })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(users.email, user.colleagueOf!));
  if (!firm) throw new Error(`seed ${user.colleagueOf} before their colleague ${user.email}`);
  await db.insert(partnerMembers).values({
    partnerId: firm.id,
    userId,
    role: 'colleague',
    referralCode: `e2e${user.email.split('@')[0]!.replace(/[^a-z0-9]/g, '')}`,
  });
}

/** The partners behind the referral links of the apply tests (one active, one suspended). */
export async function seedReferralPartners(db: Db): Promise<void> {
  const passwordHash = await hashPassword('e2e referrer password 12345');
  for (const partner of Object.values(E2E_REFERRAL_PARTNERS)) {
    const [user] = await db
      .insert(users)
      .values({
        name: partner.name,
        email: partner.email,
        passwordHash,
        role: 'partner',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('partner user insert returned no row');
    await db.insert(partners).values({
      userId: user.id,
      company: partner.company,
      phone: partner.market === 'AU' ? '+61412345678' : '+64212345678',
      market: partner.market,
      businessNumber: partner.market === 'AU' ? '51824753556' : '9429046393920',
      referralCode: partner.referralCode,
      status: partner.status,
      approvedAt: partner.status === 'active' ? new Date() : null,
    });
  }
}
