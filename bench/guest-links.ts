import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { guestLinks, leads } from '../src/server/db/schema';
import { randomToken, sha256 } from '../src/server/lib/hash';
import { measure, report, timingOf, type Timing } from './stats';

/**
 * `npm run bench:guest-links`: a refused guest link must not tell an unknown token from an
 * expired or revoked one by its timing (issue 17). Each 404 path is measured through the whole
 * stack against the bare SELECT of a link by its hash, in the same run on the same PGlite; the
 * three ratios should match within the noise. Every call comes from its own address so the
 * refused-token limit never answers 429 instead.
 */
const database = await openDatabase({ dataDir: '', memory: true });
await migrate(database);
const [lead] = await database.db
  .insert(leads)
  .values({
    reference: 'AU-BENCH-1',
    market: 'AU',
    source: 'apply',
    firstName: 'Bea',
    lastName: 'Bench',
    email: 'bea@bench.test',
    mobile: '+61412345678',
    amount: 50_000,
    currency: 'AUD',
    consentText: 'I agree.',
    consentAt: new Date(),
    consentIp: '127.0.0.1',
    consentUserAgent: 'bench',
  })
  .returning();

async function link(state: 'expired' | 'revoked'): Promise<string> {
  const token = randomToken(32);
  await database.db.insert(guestLinks).values({
    leadId: lead!.id,
    purpose: 'term-sheet',
    tokenHash: sha256(token),
    sentTo: 'bea@bench.test',
    expiresAt:
      state === 'expired' ? sql`now() - interval '1 day'` : sql`now() + interval '30 days'`,
    revokedAt: state === 'revoked' ? sql`now()` : null,
  });
  return token;
}
const expired = await link('expired');
const revoked = await link('revoked');

const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }), {
  database,
});
await app.ready();

let caller = 0;
const open = async (token: string) => {
  caller += 1;
  const response = await app.inject({
    method: 'GET',
    url: `/api/guest/term-sheet/${token}`,
    remoteAddress: `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`,
  });
  if (response.statusCode !== 404) throw new Error(`expected 404, got ${response.statusCode}`);
};

const baseline = await measure(() =>
  database.db
    .select()
    .from(guestLinks)
    .where(eq(guestLinks.tokenHash, sha256(randomToken(32)))),
);
// The three kinds take turns, call by call, so that warm-up and the machine's other work fall
// on all of them alike.
const kinds = [() => open(randomToken(32)), () => open(expired), () => open(revoked)];
for (let i = 0; i < 60; i++) await kinds[i % kinds.length]!();
let turn = 0;
const samples = new Map<number, number[]>(kinds.map((_, index) => [index, []]));
await measure(
  async () => {
    const kind = turn++ % kinds.length;
    const started = process.hrtime.bigint();
    await kinds[kind]!();
    samples.get(kind)!.push(Number(process.hrtime.bigint() - started) / 1e6);
  },
  1500,
  0,
);
const [unknown, expiredTiming, revokedTiming] = [0, 1, 2].map((kind) =>
  timingOf(samples.get(kind)!),
) as [Timing, Timing, Timing];
console.log(report('unknown token 404 vs bare link SELECT', unknown, baseline));
console.log(report('expired token 404 vs bare link SELECT', expiredTiming, baseline));
console.log(report('revoked token 404 vs bare link SELECT', revokedTiming, baseline));
console.log(report('expired vs unknown (1.00x: indistinguishable)', expiredTiming, unknown));

await app.close();
await database.close();
