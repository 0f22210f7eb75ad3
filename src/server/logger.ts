import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
import type { AppConfig } from './config';
import { serializeError } from './log-errors';

// Guest links and reset links carry their token in the path; keep those out of the logs.
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{20,}(?=\/|\?|$)/g;

function redactUrl(url: string): string {
  return url
    .replace(TOKEN_SEGMENT, '/[redacted]')
    .replace(/([?&](?:token|signature)=)[^&]*/gi, '$1[redacted]');
}

export function loggerOptions(config: AppConfig): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
