import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isApiKeyAccess } from '../../shared/api-keys/api-key-scopes';
import type { AppConfig } from '../config';
import type { RouteAccess } from '../plugins/access';
import { errorResponses, errorStatuses } from './error-answers';
import { OPERATION_TAGS, OPERATIONS } from './operations';
import { tidyDocument } from './tidy-document';
import { LEAD_API_GUIDE } from './lead-api-guide';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type SecuritySchemes = NonNullable<
  NonNullable<NonNullable<FastifyDynamicSwaggerOptions['openapi']>['components']>['securitySchemes']
>;

/** Fastify's path form (`/api/leads/:id`), as the operations table is keyed. */
function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** Who may call it, as the security requirement a generated client understands. */
function securityOf(access: RouteAccess | undefined) {
  if (!access || access === 'public') return [];
  if (isApiKeyAccess(access)) return [{ apiKey: [] }];
  return [{ sessionCookie: [] }, { sessionToken: [] }];
}

/** Who may call what: the lead API's key, and the back office's session (token or cookie). */
const SECURITY_SCHEMES: SecuritySchemes = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'lr_live_…',
    description:
      'An API key from Settings → API keys, sent as `Authorization: Bearer lr_live_…`. The lead API v1 accepts nothing else.',
  },
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token POST /api/login answers (scripts and tests).',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'token',
    description:
      'The browser session (HttpOnly cookie); unsafe methods also need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie.',
  },
};

/**
 * Each route's part of the document: the zod schemas as JSON Schema, then its id, summary and
 * tag from the operations table, who may call it, and the refusals it can give in the one
 * error shape. A route missing from the table is still documented (its id made up from its
 * path): openapi.test.ts is what refuses it.
 */
const transform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input) as {
    schema: (Record<string, unknown> & { hide?: boolean }) | undefined;
    url: string;
  };
  if (transformed.schema?.hide) return { url: transformed.url, schema: transformed.schema };
  const method = [input.route.method].flat()[0] ?? 'GET';
  const entry = OPERATIONS[operationKey(method, input.url)];
  const access = input.route.config?.access;
  // The probes declare no schema at all: still an operation, with its id and summary.
  const schema = transformed.schema ?? {};
  const success = (schema.response as Record<string, unknown> | undefined)?.[200];
  const hasBody = Boolean(schema.body);
  return {
    url: transformed.url,
    schema: {
      ...schema,
      operationId: entry?.operationId ?? operationKey(method, input.url),
      summary: entry?.summary ?? operationKey(method, input.url),
      tags: [entry?.tag ?? 'Untagged'],
      security: securityOf(access),
      response: {
        ...(success
          ? { 200: { description: 'OK', content: { 'application/json': { schema: success } } } }
          : {}),
        ...errorResponses(
          errorStatuses(
            access,
            {
              url: input.url,
              hasBody,
              hasInput: hasBody || Boolean(schema.querystring || schema.params),
            },
            entry?.errors,
          ),
        ),
      },
    },
  };
};

/** The document as a whole: the shared schemas, the security schemes, the tags, then tidied. */
function transformObject(config: AppConfig): TransformObject {
  return (input) => {
    const document = jsonSchemaTransformObject(input) as Record<string, unknown> & {
      components?: Record<string, unknown>;
    };
    return tidyDocument({
      ...document,
      servers: [{ url: config.APP_URL ?? '/', description: 'This installation' }],
      tags: Object.entries(OPERATION_TAGS).map(([name, description]) => ({ name, description })),
    });
  };
}

/** @fastify/swagger's options: the document at /api/docs (app.ts). */
export function openApiOptions(config: AppConfig): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: `${config.APP_NAME} API`,
        version: '1',
        description: LEAD_API_GUIDE,
        license: { name: 'Proprietary' },
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: transformObject(config),
  };
}
