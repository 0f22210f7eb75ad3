import { z } from 'zod';
import { isApiKeyAccess } from '../../shared/api-keys/api-key-scopes';
import type { RouteAccess } from '../plugins/access';

/**
 * The one error shape of every refusal (DESIGN.md "API conventions"; plugins/error-handler.ts):
 * a message in the caller's language and, for a 422, the messages per field.
 */
const ZErrorSchema = z
  .object({
    message: z.string().describe('What went wrong, in the language of Accept-Language.'),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('For a 422: the messages of each field at fault, by field name.'),
  })
  .meta({
    id: 'Error',
    examples: [
      {
        message: 'There were some problems with your input.',
        errors: { email: ['Enter a valid e-mail address.'] },
      },
    ],
  });

/** Where every error answer points: the component zod emits for the schema's id. */
const ERROR_SCHEMA_REF = `#/components/schemas/${String(z.globalRegistry.get(ZErrorSchema)?.id)}`;

const DOCUMENTED_ERRORS = [400, 401, 403, 404, 409, 422, 429] as const;
export type DocumentedError = (typeof DOCUMENTED_ERRORS)[number];

const DESCRIPTIONS: Record<DocumentedError, string> = {
  400: 'The request could not be read (for example a body that is not JSON).',
  401: 'No valid session or API key: missing, unknown and revoked keys all get this answer.',
  403: 'Signed in (or a valid key), but not allowed to do this.',
  404: 'Nothing of this id that the caller may see.',
  409: 'In conflict with the current state (another change came first, a reused Idempotency-Key).',
  422: 'The input is invalid: `errors` names each field at fault.',
  429: 'Too many requests: wait the seconds of the Retry-After header.',
};

/**
 * The refusals a route can give, read from what it declares: its access (no 401 or 403 on a
 * public route), its inputs (422), a path id (404), and what its table entry adds.
 */
export function errorStatuses(
  access: RouteAccess | undefined,
  route: { url: string; hasBody: boolean; hasInput: boolean },
  extra: readonly DocumentedError[] = [],
): DocumentedError[] {
  const statuses = new Set<DocumentedError>(extra);
  if (access && access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (isApiKeyAccess(access)) statuses.add(429);
  if (route.hasBody) statuses.add(400);
  if (route.url.includes(':')) statuses.add(404);
  if (route.hasInput) statuses.add(422);
  return DOCUMENTED_ERRORS.filter((status) => statuses.has(status));
}

/** The response objects of those refusals, each pointing at the shared Error schema. */
export function errorResponses(statuses: readonly DocumentedError[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status],
        ...(status === 429
          ? {
              headers: {
                'Retry-After': {
                  type: 'integer',
                  description: 'Seconds to wait before trying again.',
                },
              },
            }
          : {}),
        content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
      },
    ]),
  );
}
