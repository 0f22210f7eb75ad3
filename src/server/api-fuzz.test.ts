import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, joinPayload, TEST_PASSWORD } from '../../tests/support/factories';
import { anyText as text, FUZZ_SEED, FuzzTally } from '../../tests/support/fuzz';
import { createFuzzFixture, realValues, type FuzzFixture } from '../../tests/support/fuzz-fixtures';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { TERM_SHEET } from '../../tests/support/factories';
import { TEST_APP_KEY, filledFormToken } from './leads/leads.test-support';

// Issue 14: generated bodies, query strings, path parameters and headers against every route:
// the OpenAPI document's operations and the routes it hides (downloads, the multipart upload,
// whose own fuzz is deal-room/upload-fuzz.test.ts). Issue 18: path parameters take real values
// too (a lead deep in the deal room, working guest tokens), so generated bodies reach the
// handlers. Any 5xx, a thrown inject (a crash) or an answer slower than the bound (a hang)
// fails. Bounded: FUZZ_RUNS cases per operation (default 50); seed printed, FUZZ_SEED replays.

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 50);

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

/** Routes the OpenAPI document leaves out (`hide`), with their parameters from the path. */
function hiddenOperations(app: TestApp['app'], documented: Operation[]): Operation[] {
  const known = new Set(documented.map((op) => `${op.method} ${op.path}`));
  return app.declaredRoutes
    .map((route) => ({
      method: route.method as Operation['method'],
      path: route.url.replace(/:([A-Za-z]+)/g, '{$1}'),
      pathParams: [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
      queryParams: [],
      bodyFields: [],
    }))
    .filter((op) => !known.has(`${op.method} ${op.path}`));
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

const anyJson = fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' });
const fieldValue = fc.oneof(text, anyJson, fc.integer(), fc.double(), fc.boolean());

// A body the operation accepts, so that one changed field reaches the handler and the database.
type ValidBody = (fixture: FuzzFixture) => Record<string, unknown>;
const VALID_BODIES: Record<string, ValidBody> = {
  'POST /api/apply': () => ({ form_token: filledFormToken(), ...applicationPayload() }),
  'POST /api/join': () => ({ form_token: filledFormToken(), ...joinPayload() }),
  'POST /api/login': () => ({ email: 'someone@example.test', password: TEST_PASSWORD }),
  'PATCH /api/settings/profile': () => ({ name: 'Ada Lovelace', locale: 'en' }),
  'PATCH /api/settings/password': () => ({
    current_password: TEST_PASSWORD,
    password: 'another long password',
    password_confirmation: 'another long password',
  }),
  // The deal room (issue 17) and the lead screen around it.
  'PUT /api/leads/{id}/term-sheet': () => ({ ...TERM_SHEET }),
  'POST /api/leads/{id}/term-sheet/send': () => ({ version: 1 }),
  'POST /api/leads/{id}/guest-links': () => ({ purpose: 'upload' }),
  'PUT /api/leads/{id}/document-requests': () => ({ document_types: ['bank_statements'] }),
  'PUT /api/leads/{id}/document-chase': () => ({ paused: true }),
  'POST /api/leads/{id}/documents/{documentId}/review': () => ({
    status: 'rejected',
    reason: 'The pages are cut off',
  }),
  'POST /api/leads/{id}/notes': () => ({ note: 'Called the applicant' }),
  'POST /api/leads/{id}/status': () => ({ version: 1, status: 'contacted' }),
  'PATCH /api/leads/{id}': () => ({ version: 1, business_name: 'Harbour Bakery' }),
  'POST /api/guest/term-sheet/{token}/accept': (fixture) => ({
    full_name: 'Jane Citizen',
    agree: true,
    content_hash: fixture.contentHash,
  }),
  'POST /api/guest/term-sheet/{token}/decline': () => ({ reason: 'The rate is too high' }),
  // An empty draft is a draft of any section; the fuzz fills it.
  'PUT /api/guest/full-application/{token}/sections/{section}': () => ({ version: 1, data: {} }),
  'POST /api/guest/full-application/{token}/submit': () => ({ version: 1 }),
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
  const textFields = Object.entries(valid())
    .filter(([, value]) => typeof value === 'string')
    .map(([field]) => field);
  // A body of numbers and lists alone ({version: 1}) has no text to append to.
  const appended =
    textFields.length === 0
      ? replaced
      : fc.tuple(oddText, fc.constantFrom(...textFields)).map(([odd, field]) => {
          const body = valid();
          return { ...body, [field]: `${String(body[field])}${odd}` };
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

function bodyFor(operation: Operation, fixture: FuzzFixture): fc.Arbitrary<Body> {
  const key = `${operation.method} ${operation.path}`;
  const valid = VALID_BODIES[key];
  const fields = operation.bodyFields.length > 0 ? operation.bodyFields : ['name'];
  const mutated = valid ? mutate(() => valid(fixture), fields) : fc.constant(undefined);
  return fc.oneof(
    // The valid body itself now and then: the state it changes is what later cases meet.
    { weight: valid ? 1 : 0, arbitrary: fc.constant(null).map(() => ({ json: valid?.(fixture) })) },
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

/**
 * A path segment that is no real value: percent-encoded unicode, raw and malformed, very long,
 * a path traversal, a well-formed guest token nobody was given.
 */
const hostileSegment = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc
    .string({ unit: 'binary', maxLength: 30 })
    .map((value) => encodeURIComponent(value.toWellFormed())),
  fc.constantFrom('%', '%zz', '%ed%a0%80', '..', '%00', 'a'.repeat(120), 'b'.repeat(5_000)),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '....//', '%c0%ae%c0%ae%2f'),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.string({ unit: 'grapheme', minLength: 40, maxLength: 300 }).map(encodeURIComponent),
);

/** A real value of the parameter (most cases), one changed a little, or a hostile one. */
function segmentFor(real: string[]): fc.Arbitrary<string> {
  if (real.length === 0) return hostileSegment;
  const value = fc.constantFrom(...real);
  return fc.oneof(
    { weight: 3, arbitrary: value.map(encodeURIComponent) },
    { weight: 1, arbitrary: value.map((v) => `${v.slice(0, -1)}${v.endsWith('A') ? 'B' : 'A'}`) },
    { weight: 2, arbitrary: hostileSegment },
  );
}
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
let setupAdmin: Awaited<ReturnType<TestApp['signIn']>>;
const callers: Record<string, string | undefined> = { guest: undefined };

beforeAll(async () => {
  testApp = await createTestApp({
    APP_KEY: TEST_APP_KEY,
    APPLY_RATE_LIMIT: '100000',
    JOIN_RATE_LIMIT: '100000',
  });
  const documented = operationsOf(testApp.app.swagger());
  operations = [...documented, ...hiddenOperations(testApp.app, documented)];
  setupAdmin = await testApp.signIn('admin');
});

/**
 * Live sessions for each operation: signing out or changing a password ends the old ones, so a
 * caller whose token stopped working signs in again (only then: sign-in is rate limited).
 */
async function signInCallers(): Promise<void> {
  for (const role of ['partner', 'admin'] as const) {
    const token = callers[role];
    const alive =
      token &&
      (await testApp.request({ method: 'GET', url: '/api/user', token })).statusCode === 200;
    if (!alive) callers[role] = (await testApp.signIn(role)).token;
  }
}

afterAll(async () => {
  await testApp.close();
});

function definedOnly(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

describe('generated input against every route', () => {
  it('never answers 5xx, never crashes, never hangs, and serves normally afterwards', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const tally = new FuzzTally();
    // One deal-room lead for the back office's routes; a fresh one for each guest route, whose
    // cases use up what they touch (a term sheet accepted, an application submitted).
    const shared = await createFuzzFixture(testApp, setupAdmin);

    for (const operation of operations) {
      await signInCallers();
      const fixture = operation.pathParams.includes('token')
        ? await createFuzzFixture(testApp, setupAdmin)
        : shared;
      const sample = fc.record({
        caller: fc.constantFrom('guest', 'partner', 'admin', 'forged'),
        authorization: forgedAuthorization,
        segments: fc.tuple(
          ...operation.pathParams.map((name) =>
            segmentFor(realValues(fixture, operation.path, name)),
          ),
        ),
        query: queryString,
        headers,
        body: bodyFor(operation, fixture),
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
            return tally.check(
              testApp.request,
              {
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
              },
              `${operation.method} ${url.slice(0, 300)}`,
              `${operation.method} ${operation.path}`,
            );
          }),
          { numRuns: RUNS_PER_OPERATION, seed: FUZZ_SEED, endOnFailure: true },
        )
        .catch((error: unknown) => tally.recordProperty(error));
    }

    const guestRoutes = operations
      .filter((op) => op.pathParams.includes('token'))
      .map((op) => `${op.method} ${op.path}`);
    const reached = guestRoutes.map((route) => `${route} ${tally.okByRoute.get(route) ?? 0}`);
    console.log(tally.summary(`API fuzz, ${operations.length} routes`));
    console.log(`2xx on the guest routes, through their real tokens: ${reached.join('; ')}`);
    expect(tally.failures).toEqual([]);
    // The real tokens open the guest pages: the cases got past the link to the handlers.
    for (const route of guestRoutes.filter((route) => route.startsWith('GET ')))
      expect(tally.okByRoute.get(route), route).toBeGreaterThan(0);

    // Still serving: a signed-in admin reads their account, a guest opens a fresh term sheet.
    await signInCallers();
    const user = await testApp.request({ method: 'GET', url: '/api/user', token: callers.admin });
    expect(user.statusCode, user.body).toBe(200);
    const after = await createFuzzFixture(testApp, setupAdmin);
    const sheet = await testApp.request({
      method: 'GET',
      url: `/api/guest/term-sheet/${after.tokens['term-sheet']}`,
    });
    expect(sheet.statusCode, sheet.body).toBe(200);
  }, 600_000);
});
