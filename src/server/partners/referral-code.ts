import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { partnerMembers, partners } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

// No 0/o, 1/l/i: codes are read aloud and typed from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const REFERRAL_CODE_LENGTH = 8;

/** `pick(n)` draws an index below n: crypto's by default, a seeded one for demo data. */
export function randomReferralCode(pick: (size: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += ALPHABET[pick(ALPHABET.length)];
  return code;
}

/**
 * A code no partner (nor any colleague's own link, issue 34) holds yet. 31^8 ≈ 8.5e11 codes make a clash rare; the unique index catches a
 * race between the check and the insert.
 */
export async function uniqueReferralCode(db: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = randomReferralCode();
    const taken = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.referralCode, code))
      .limit(1);
    const takenByMember = await db
      .select({ id: partnerMembers.userId })
      .from(partnerMembers)
      .where(eq(partnerMembers.referralCode, code))
      .limit(1);
    if (taken.length === 0 && takenByMember.length === 0) return code;
  }
  throw new Error('could not find a free referral code');
}
