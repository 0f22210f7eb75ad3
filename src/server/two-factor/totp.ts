import { generateSecret, generateURI, verify } from 'otplib';

/**
 * A code of the step before or after the server's clock is accepted too: phones drift, and a
 * code typed as its 30 seconds end must still work.
 */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}

/**
 * The time step of `code` if it is valid and newer than `afterStep` (the last one accepted), so
 * a code seen once, over a shoulder or in a log, cannot be replayed; null otherwise.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
