import type { MessageKey } from '../../shared/i18n/message-key';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issuesToFieldErrors } from '../../shared/validation/format-issue';
import { formatWait } from '../../shared/i18n/wait';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';
import { requestTranslator } from '../i18n';
import type { FallbackPages } from '../spa/bad-address-page';
import { isApiRequest, withSecurityHeaders } from './security-headers';
import { RequestValidationError } from './validation';

const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

// Fastify's own client errors, by code, worded for people.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.bad_request' },
  FST_ERR_BAD_URL: { status: 400, key: 'errors.bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'errors.url_too_long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, key: 'errors.bad_request' },
};

interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: Record<string, string[]> };
  retryAfterSeconds?: number;
}

/**
 * The single place where errors become answers (DESIGN.md): 422 with field errors, 4xx with a
 * translated message, 5xx with a generic message. Stacks and SQL stay in the log.
 */
function errorAnswer(error: FastifyError | Error, request: FastifyRequest): ErrorAnswer {
  const t = requestTranslator(request);

  if (error instanceof RequestValidationError) {
    return {
      status: 422,
      body: { message: t('errors.validation'), errors: issuesToFieldErrors(error.issues, t) },
    };
  }

  if (error instanceof AppError) {
    const body: ErrorAnswer['body'] = {
      // DESIGN.md fixes this text: the SPA recognises it in any language (spec §8). The
      // translated errors.unauthenticated is for people, where one reads it.
      message:
        error.code === 'unauthenticated'
          ? UNAUTHENTICATED_MESSAGE
          : t(error.messageKey, {
              ...error.options.values,
              ...(error.options.retryAfterSeconds === undefined
                ? {}
                : { wait: formatWait(error.options.retryAfterSeconds, t) }),
            }),
    };
    if (error.options.fieldErrors) {
      body.errors = Object.fromEntries(
        Object.entries(error.options.fieldErrors).map(([field, keys]) => [
          field,
          // The shared values too: "larger than {{max_mb}} MB" on the file field showed its
          // placeholder (issue 41); a field's own values win.
          keys.map((key) =>
            t(key, { ...error.options.values, ...error.options.fieldValues?.[field] }),
          ),
        ]),
      );
    }
    if (error.statusCode >= 500) request.log.error({ err: error }, 'application error');
    return { status: error.statusCode, body, retryAfterSeconds: error.options.retryAfterSeconds };
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return {
      status: 503,
      body: { message: t('errors.database_unavailable') },
      retryAfterSeconds: 5,
    };
  }

  if (isUniqueViolation(error)) {
    request.log.info({ err: error }, 'unique violation');
    return { status: 409, body: { message: t('errors.conflict') } };
  }

  const code = 'code' in error ? error.code : undefined;

  const known = typeof code === 'string' ? FASTIFY_CLIENT_ERRORS[code] : undefined;
  if (known) return { status: known.status, body: { message: t(known.key) } };

  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return { status, body: { message: t('errors.bad_request') } };
  }

  request.log.error({ err: error }, 'unhandled error');
  return { status: status >= 500 ? status : 500, body: { message: t('errors.internal') } };
}

function send(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  if (answer.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(answer.retryAfterSeconds));
  }
  return reply.code(answer.status).send(answer.body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    send(reply, errorAnswer(error, request)),
  );
}

/**
 * Fastify answers a malformed URL or an over-long path parameter before routing, hooks and the
 * error handler (`frameworkErrors` option): the same shape, language and headers as any answer.
 */
export function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  pages: FallbackPages = {},
): void {
  // A visitor's page address, not the API's: answered as a page in their language (issue 42).
  const page =
    error.code === 'FST_ERR_BAD_URL' &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiRequest(request)
      ? pages.badAddress
      : undefined;
  withSecurityHeaders(request, reply, () => {
    if (page) {
      page(request, reply).catch((failure: unknown) => {
        request.log.error({ err: failure }, 'bad-address page not sent');
        send(reply, errorAnswer(error, request));
      });
      return;
    }
    reply.header('content-type', 'application/json; charset=utf-8');
    send(reply, errorAnswer(error, request));
  });
}
