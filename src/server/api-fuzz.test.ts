import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, joinPayload, TEST_PASSWORD } from '../../tests/support/factories';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { rateLimits } from './db/schema';
import { TEST_APP_KEY, filledFormToken } from './leads/leads.test-support';

// Issue 14: generated bodies, query strings, path parameters and headers against every
// operation of the OpenAPI document. Any 5xx, a thrown inject (a crash) or an answer slower
// than the bound (a hang) fails. Bounded: FUZZ_RUNS cases per operation (default 60).

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const ANSWER_BOUND_MS = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

/** Every property name a body schema can hold, through unions and intersections. */
function fieldNames(schema: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  for (const name of Object.keys(schema.properties ?? {})) into.add(name);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    fieldNames(part, into);
  return into;
}

function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const op = raw as {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const params = op.parameters ?? [];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: [...fieldNames(op.requestBody?.content?.['application/json']?.schema)],
      };
    }),
  );
}

// Text of every kind: lone surrogates, NUL, control characters, long runs, look-alike values.
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '%zz', '../../etc/passwd', "' or 1=1 --", 'NaN'),
  fc.emailAddress(),
  fc.string({ minLength: 300, maxLength: 3_000 }),
);
const anyJson = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' });
const fieldValue = fc.oneof(text, anyJson, fc.integer(), fc.double(), fc.boolean());

// A body the operation accepts, so that one changed field reaches the handler and the database.
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  'POST /api/apply': () => ({ form_token: filledFormToken(), ...applicationPayload() }),
  'POST /api/join': () => ({ form_token: filledFormToken(), ...joinPayload() }),
  'POST /api/login': () => ({ email: 'someone@example.test', password: TEST_PASSWORD }),
  'PATCH /api/settings/profile': () => ({ name: 'Ada Lovelace', locale: 'en' }),
  'PATCH /api/settings/password': () => ({
    current_password: TEST_PASSWORD,
    password: 'another long password',
    password_confirmation: 'another long password',
  }),
};

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const depth = fc.integer({ min: 30, max: 20_000 });

/** Raw text that is not the JSON a form sends: nesting, truncation, duplicates, other types. */
const rawPayload = fc.oneof(
  depth.map(nested),
  depth.map((levels) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)),
  fc.constantFrom('{', '{"email":', 'null', '"text"', '{"a":1,"a":2}', '"\\ud800"', '[]'),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** A valid body with one field changed: any value, or its own text with odd characters added. */
function mutate(valid: () => Record<string, unknown>, fields: string[]) {
  const oddText = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
    fc.constantFrom('\ud800', '\udfff', '\u0000', '\u202e', '\ufeff', '\u{1f600}'),
  );
  const replaced = fc
    .tuple(fc.constantFrom(...fields), fieldValue)
    .map(([field, value]) => ({ ...valid(), [field]: value }));
  const appended = oddText.chain((odd) => {
    const body = valid();
    const textFields = Object.keys(body).filter((field) => typeof body[field] === 'string');
    return fc
      .constantFrom(...textFields)
      .map((field) => ({ ...body, [field]: `${String(body[field])}${odd}` }));
  });
  const deep = fc
    .tuple(fc.constantFrom(...fields), depth)
    .map(([field, levels]) => `{${JSON.stringify(field)}:${nested(levels)}}`);
  return fc.oneof(
    replaced.map((json) => ({ json })),
    appended.map((json) => ({ json })),
    deep.map((raw) => ({ raw })),
  );
}

type Body = { json: unknown } | { raw: string } | undefined;

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  const key = `${operation.method} ${operation.path}`;
  const valid = VALID_BODIES[key];
  const fields = operation.bodyFields.length > 0 ? operation.bodyFields : ['name'];
  const mutated = valid ? mutate(valid, fields) : fc.constant(undefined);
  return fc.oneof(
    { weight: valid ? 5 : 0, arbitrary: mutated },
    {
      weight: 3,
      arbitrary: fc
        .dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 12 })
        .map((json) => ({ json })),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(text, fieldValue, { maxKeys: 6 }).map((json) => ({ json })),
    },
    { weight: 1, arbitrary: anyJson.map((json) => ({ json })) },
    { weight: 2, arbitrary: rawPayload.map((raw) => ({ raw })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
/** Present one time in `1 + rarity`: most cases keep the header a browser would send. */
const sometimes = <T>(value: fc.Arbitrary<T>, rarity = 3) =>
  fc.option(value, { freq: rarity, nil: undefined });
const headers = fc.record({
  'accept-language': sometimes(
    fc.oneof(fc.constantFrom('fr', 'zh-CN', 'pt-BR;q=0.9, *', '*'), headerText),
    1,
  ),
  'content-type': sometimes(
    fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
  ),
  'x-forwarded-for': sometimes(headerText),
  'if-none-match': sometimes(headerText),
});
const forgedAuthorization = fc.oneof(
  headerText,
  headerText.map((value) => `Bearer ${value}`),
);

/** A path segment: valid, percent-encoded unicode, or raw and malformed. */
const segment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc
    .string({ unit: 'binary', maxLength: 30 })
    .map((value) => encodeURIComponent(value.toWellFormed())),
  fc.constantFrom('%', '%zz', '%ed%a0%80', '..', '%00', 'a'.repeat(120)),
);
const queryString = fc
  .array(
    fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('page', 'q', 'sort')), text),
    {
      maxLength: 5,
    },
  )
  .map((pairs) =>
    pairs
      .map(
        ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value.toWellFormed())}`,
      )
      .join('&'),
  );

let testApp: TestApp;
let operations: Operation[];
const callers: Record<string, string | undefined> = { guest: undefined };

beforeAll(async () => {
  testApp = await createTestApp({
    APP_KEY: TEST_APP_KEY,
    APPLY_RATE_LIMIT: '100000',
    JOIN_RATE_LIMIT: '100000',
  });
  operations = operationsOf(testApp.app.swagger());
});

/** Fresh sessions for each operation: signing out or changing a password ends the old ones. */
async function signInCallers(): Promise<void> {
  // Two sign-ins per operation outgrow the per-IP sign-in limit (50 in 15 minutes) once there
  // are more than 25 operations; the limit is tested in auth.test.ts, not here.
  await testApp.db.delete(rateLimits);
  callers.partner = (await testApp.signIn('partner')).token;
  callers.admin = (await testApp.signIn('admin')).token;
}

afterAll(async () => {
  await testApp.close();
});

function definedOnly(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

async function answerWithin(options: InjectOptions & { token?: string }) {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), ANSWER_BOUND_MS);
  });
  try {
    return await Promise.race([testApp.request(options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

describe('generated input against every OpenAPI operation', () => {
  it('never answers 5xx, never crashes, never hangs', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const tally = { cases: 0, ok: 0, clientErrors: 0, serverErrors: 0 };
    const failures: string[] = [];

    for (const operation of operations) {
      await signInCallers();
      const sample = fc.record({
        caller: fc.constantFrom('guest', 'partner', 'admin', 'forged'),
        authorization: forgedAuthorization,
        segments: fc.array(segment, {
          minLength: operation.pathParams.length,
          maxLength: operation.pathParams.length,
        }),
        query: queryString,
        headers,
        body: bodyFor(operation),
        forgedXsrf: fc.boolean().chain((forged) => (forged ? fc.boolean() : fc.constant(false))),
      });
      await fc
        .assert(
          fc.asyncProperty(sample, async (input) => {
            let url = operation.path;
            operation.pathParams.forEach((name, index) => {
              url = url.replace(`{${name}}`, input.segments[index]!);
            });
            if (input.query) url += `?${input.query}`;
            const body = operation.method === 'GET' ? undefined : input.body;
            const answer = await answerWithin({
              method: operation.method,
              url,
              token: callers[input.caller],
              headers: {
                'content-type': 'application/json',
                ...definedOnly(input.headers),
                ...(input.caller === 'forged' ? { authorization: input.authorization } : {}),
                ...(input.forgedXsrf ? { 'x-xsrf-token': 'forged' } : {}),
              },
              ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
            });
            tally.cases += 1;
            if (answer === 'hang') {
              failures.push(`${operation.method} ${url}: no answer in ${ANSWER_BOUND_MS} ms`);
              return false;
            }
            if (answer.statusCode >= 500) {
              tally.serverErrors += 1;
              failures.push(`${operation.method} ${url}: ${answer.statusCode} ${answer.body}`);
              return false;
            }
            if (answer.statusCode >= 400) tally.clientErrors += 1;
            else tally.ok += 1;
            return true;
          }),
          { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
        )
        .catch((error: unknown) => {
          failures.push(String(error).split('\n').slice(0, 6).join('\n'));
        });
    }

    console.log(
      `API fuzz (seed ${SEED}): ${operations.length} operations, ${tally.cases} cases, ` +
        `${tally.ok} 2xx/3xx, ${tally.clientErrors} 4xx, ${tally.serverErrors} 5xx`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
