import type { FastifyInstance, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
import type { AppConfig } from './config';
import { serializeError } from './log-errors';
import { redactUrl, rememberTokenRoute } from './lib/redact-url';

/**
 * Guest links and reset links carry their token in the path: every route registered after this
 * call with a `:token` parameter has that segment redacted in the log (lib/redact-url.ts).
 */
export function redactTokenRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => rememberTokenRoute(route.url));
}

export function loggerOptions(
  config: AppConfig,
  options: { pretty?: boolean } = {},
): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              singleLine: true,
              translateTime: 'SYS:HH:MM:ss',
              ignore: 'pid,hostname,reqId,req,res,responseTime',
            },
          },
        }
      : {}),
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

/** Probes and hashed assets are many and say nothing: logged only at debug level. */
function isRoutine(url: string): boolean {
  return url.startsWith('/assets/') || url === '/healthz' || url === '/readyz';
}

/**
 * One line per request, when it is answered: method, path (tokens redacted), status and time,
 * readable as it stands in a terminal and as fields for a log shipper.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const url = redactUrl(request.url);
    const level = isRoutine(url) ? 'debug' : 'info';
    const ms = Math.round(reply.elapsedTime);
    request.log[level](
      { req: request, res: { statusCode: reply.statusCode }, responseTime: ms },
      `${request.method} ${url} ${reply.statusCode} ${ms} ms`,
    );
  });
}
