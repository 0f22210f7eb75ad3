import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A secret that must travel through the database without being readable there: a password-reset
 * or verification token waits in the outbox until the worker writes the e-mail. Only its hash is
 * meant to be stored, so the outbox holds it sealed (AES-256-GCM under the app key) and the
 * template opens it at send time. Set APP_KEY outside the database for this to hold against a
 * leak of the database alone.
 */
function keyFrom(appKey: string): Buffer {
  return createHash('sha256').update(`mail-secret:${appKey}`).digest();
}

export function seal(appKey: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(appKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(appKey: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(appKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
