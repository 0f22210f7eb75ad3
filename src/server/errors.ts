import type { MessageKey } from '../shared/i18n/message-key';

/**
 * One error type for the whole server. Handlers throw `AppError`; the error handler in
 * plugins/error-handler.ts alone turns it into an HTTP answer (DESIGN.md "API conventions").
 * `messageKey` is a translation key, so the answer is in the caller's language.
 */
const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: {
      values?: Record<string, unknown>;
      fieldErrors?: Record<string, MessageKey[]>;
      /** Values of one field's messages (the variables it names), beside the shared `values`. */
      fieldValues?: Record<string, Record<string, unknown>>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(messageKey);
    this.statusCode = ERROR_STATUS[code];
  }
}

/** A 422 naming the fields at fault; messages are translation keys. */
export function fieldError(field: string, messageKey: MessageKey): AppError {
  return new AppError('validation', 'errors.validation', {
    fieldErrors: { [field]: [messageKey] },
  });
}
