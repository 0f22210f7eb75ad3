import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import { hmac, randomToken, safeEqual } from '../lib/hash';

/**
 * Minimum fill time for guest forms: the GET that serves a form hands out a token holding the
 * time it was issued and a random nonce, signed with the app key. A POST sooner than the
 * minimum, or with a forged or stale token, is refused here; a token already used is refused by
 * single-use-form-token.ts (issue 31: a token could be replayed for 48 hours). The nonce makes
 * two forms served in the same second two different tokens.
 */
const PURPOSE = 'guest-form';

export function issueFormToken(key: string, now: Date = new Date()): string {
  const issuedAt = String(Math.floor(now.getTime() / 1000));
  const nonce = randomToken(12);
  return `${issuedAt}.${nonce}.${hmac(key, `${PURPOSE}:${issuedAt}.${nonce}`)}`;
}

/** When the token stops being accepted anyway: until then a used one is remembered. */
export function formTokenExpiry(token: string, maxAgeSeconds: number): Date {
  return new Date((Number(token.split('.')[0]) + maxAgeSeconds) * 1000);
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too_fast' | 'expired';

export function checkFormToken(
  key: string,
  token: string,
  limits: { minSeconds: number; maxAgeSeconds: number },
  now: Date = new Date(),
): FormTokenCheck {
  const [issuedAt = '', nonce = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || !/^\d{1,12}$/.test(issuedAt) || !nonce) return 'invalid';
  if (!safeEqual(signature, hmac(key, `${PURPOSE}:${issuedAt}.${nonce}`))) return 'invalid';
  const age = now.getTime() / 1000 - Number(issuedAt);
  if (age < limits.minSeconds) return 'too_fast';
  if (age > limits.maxAgeSeconds) return 'expired';
  return 'ok';
}

/**
 * The token part of a guest form's options answer. The answer must not be cached: each form
 * shown needs its own issue time.
 */
export function freshFormToken(reply: FastifyReply, key: string, config: AppConfig) {
  reply.header('cache-control', 'no-store');
  return { form_token: issueFormToken(key), min_fill_seconds: config.FORM_MIN_FILL_SECONDS };
}
