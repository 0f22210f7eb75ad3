import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issuesToFieldErrors } from '../../shared/validation/format-issue';
import { AppError } from '../errors';
import { requestTranslator } from '../i18n';
import { RequestValidationError } from './validation';

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

// Fastify's own client errors, by code, worded for people.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.bad_request' },
};

/**
 * The single place where errors become answers (DESIGN.md): 422 with field errors, 4xx with a
 * translated message, 5xx with a generic message. Stacks and SQL stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = requestTranslator(request);

    if (error instanceof RequestValidationError) {
      return reply.code(422).send({
        message: t('errors.validation'),
        errors: issuesToFieldErrors(error.issues, t),
      });
    }

    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.options.retryAfterSeconds));
      }
      const body: { message: string; errors?: Record<string, string[]> } = {
        // DESIGN.md fixes this text: the SPA recognises it in any language (spec §8).
        message:
          error.code === 'unauthenticated'
            ? UNAUTHENTICATED_MESSAGE
            : t(error.messageKey, error.options.values),
      };
      if (error.options.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.options.fieldErrors).map(([field, keys]) => [
            field,
            keys.map((key) => t(key)),
          ]),
        );
      }
      if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
      return reply.code(error.statusCode).send(body);
    }

    // A unique index caught a race the service's own check could not see.
    if (error.code === '23505') return reply.code(409).send({ message: t('errors.conflict') });

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ message: t(known.key) });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(status).send({ message: t('errors.bad_request') });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(status >= 500 ? status : 500).send({ message: t('errors.internal') });
  });
}
