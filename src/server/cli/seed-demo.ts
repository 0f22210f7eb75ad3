import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { runCommand, withAppDatabase } from '../lib/command';
import { seedDemo } from '../demo/seed-demo';

/**
 * `npm run seed:demo -- --leads N [--partners N] [--seed S] [--password P] [--force]`: demo
 * partners and leads of both markets in the database the app uses (DATA_DIR or DATABASE_URL).
 */
const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    partners: { type: 'string' },
    seed: { type: 'string' },
    password: { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

const count = (max: number) => z.coerce.number().int().min(0).max(max);
const argsSchema = z.object({
  leads: count(20_000_000),
  partners: count(1_000_000).optional(),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  password: z.string().min(10).max(128).optional(),
});

const format = (value: number) => Math.round(value).toLocaleString('en');

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.NODE_ENV === 'production' && !values.force) {
    console.error(
      'NODE_ENV is production: demo data would mix with real clients. Use --force to seed anyway.',
    );
    return 1;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    const problems = args.error.issues.map(
      (issue) => `--${issue.path.join('.')}: ${issue.message}`,
    );
    console.error(`Invalid options. ${problems.join('; ')}`);
    return 1;
  }
  const { leads } = args.data;
  const partners = args.data.partners ?? Math.max(5, Math.round(leads / 50));
  const seed = args.data.seed ?? randomBytes(4).readUInt32BE() >>> 1;
  const password = args.data.password ?? `demo-${randomBytes(9).toString('base64url')}`;

  return withAppDatabase(config, 'npm run seed:demo', async (database) => {
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`;
    console.log(
      `Seeding ${format(leads)} leads and ${format(partners)} partners into ${where}, seed ${seed}…`,
    );
    const started = performance.now();
    let lastPrint = 0;
    const summary = await seedDemo(database, {
      leads,
      partners,
      seed,
      password,
      appName: config.APP_NAME,
      onProgress: (done, total) => {
        const elapsed = (performance.now() - started) / 1000;
        if (done < total && elapsed - lastPrint < 2) return;
        lastPrint = elapsed;
        const share = Math.floor((done / Math.max(total, 1)) * 100);
        console.log(
          `  ${format(done)} / ${format(total)} leads (${share}%), ${format(done / elapsed)} leads/s`,
        );
      },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Done in ${seconds.toFixed(1)} s: ${format(summary.leads)} leads (${format(summary.leads / seconds)} leads/s), ${format(summary.events)} timeline events, ${format(summary.partners)} partners.`,
    );
    if (summary.adminEmails.length > 0) console.log(`Admins: ${summary.adminEmails.join(', ')}`);
    console.log(`Partners, for example: ${summary.partnerEmails.join(', ')}`);
    console.log(`Password of every demo user: ${password}`);
    return 0;
  });
}

await runCommand(main);
