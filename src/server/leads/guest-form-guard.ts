import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { checkFormToken } from './form-token';

/**
 * Spam and abuse checks shared by the guest forms (apply, join), in a fixed order:
 * 1. rate limit per IP, counted in the database before anything else (every attempt counts);
 * 2. honeypot: a filled trap gets the answer `fakeSuccess` builds and nothing is stored, so a
 *    bot learns nothing (docs/decisions/0012);
 * then, after the body is validated, `assertFormToken` checks the minimum fill time.
 */
export function guestFormPreValidation(options: {
  db: Db;
  config: AppConfig;
  rateKey: string;
  limit: number;
  fakeSuccess: (request: FastifyRequest) => unknown;
}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceRateLimit(options.db, `${options.rateKey}:ip:${request.ip}`, {
      limit: options.limit,
      windowSeconds: options.config.GUEST_RATE_WINDOW_SECONDS,
    });
    const body = request.body as { website?: unknown } | undefined;
    if (body && typeof body === 'object' && typeof body.website === 'string' && body.website) {
      request.log.info({ ip: request.ip, form: options.rateKey }, 'honeypot filled: ignored');
      return reply.code(200).send(options.fakeSuccess(request));
    }
  };
}

export function assertFormToken(config: AppConfig, appKey: string, token: string): void {
  const result = checkFormToken(appKey, token, {
    minSeconds: config.FORM_MIN_FILL_SECONDS,
    maxAgeSeconds: config.FORM_MAX_AGE_SECONDS,
  });
  if (result === 'too_fast') throw fieldError('form_token', 'lead-validation.form_too_fast');
  if (result !== 'ok') throw fieldError('form_token', 'lead-validation.form_expired');
}
