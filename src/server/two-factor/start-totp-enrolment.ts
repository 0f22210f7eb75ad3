import QRCode from 'qrcode';
import type { UserRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { totpCredentials } from '../db/schema';
import { AppError } from '../errors';
import { seal } from '../lib/seal';
import { newTotpSecret, totpUri } from './totp';
import { findTotp } from './two-factor.queries';

/**
 * A new authenticator secret for the user, sealed at rest under the app key (the outbox's
 * sealing, so moving that key out of the database protects these too). Unconfirmed, it signs
 * nobody in; starting again replaces it. A confirmed app must be disabled first.
 */
export async function startTotpEnrolment(db: Db, appKey: string, user: UserRow, issuer: string) {
  if ((await findTotp(db, user.id))?.confirmedAt) {
    throw new AppError('conflict', 'two-factor.already_enabled');
  }
  const secret = newTotpSecret();
  const secretSealed = seal(appKey, secret);
  await db
    .insert(totpCredentials)
    .values({ userId: user.id, secretSealed })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secretSealed, confirmedAt: null, lastUsedStep: null },
    });
  const otpauthUrl = totpUri(issuer, user.email, secret);
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}
