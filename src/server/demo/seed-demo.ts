import { CLOSE_REASON_GROUPS } from '../../shared/leads/close-reasons';
import { Faker, base, en } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import { leadEvents, leads, partners, users } from '../db/schema';
import { translator } from '../i18n';
import { bulkInsert } from './bulk-insert';
import { demoAdmins, demoPartners, type DemoAccountContext } from './demo-accounts';
import { marketFakers } from './demo-fakers';
import { partnerPicker } from './demo-lead-fields';
import { demoLeadBatch, type DemoCatalog, type DemoLeadContext } from './demo-leads';
import { createdAtSchedule } from './demo-schedule';
import {
  activeAdminIds,
  optionValues,
  raiseReferenceCounters,
  referenceCounters,
  userCount,
} from './demo.queries';

export interface SeedDemoOptions {
  leads: number;
  partners: number;
  seed: number;
  /** Every demo user's password (hashed once: argon2 is slow on purpose). */
  password: string;
  /** The firm's name, as in the consent sentence the applicants were shown. */
  appName: string;
  now?: Date;
  /** Leads per transaction. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface SeedDemoSummary {
  partners: number;
  leads: number;
  events: number;
  /** E-mail addresses of the admins created (none when the database had two or more). */
  adminEmails: string[];
  /** A few partner users to sign in as. */
  partnerEmails: string[];
}

const MINIMUM_ADMINS = 2;
const DEMO_ADMINS = 3;

async function loadCatalog(database: Database): Promise<DemoCatalog> {
  const groups = ['industry', 'purpose', 'time_trading', ...Object.values(CLOSE_REASON_GROUPS)];
  const values = await optionValues(database.db, groups);
  const required = (group: string) => {
    const found = values(group);
    if (found.length === 0) throw new Error(`the options table has no active ${group} values`);
    return found;
  };
  return {
    industries: required('industry'),
    purposes: required('purpose'),
    timeTrading: required('time_trading'),
    // Seeded by migration 0006 (closing reasons).
    reasons: {
      declined: required(CLOSE_REASON_GROUPS.declined),
      withdrawn: required(CLOSE_REASON_GROUPS.withdrawn),
    },
  };
}

/**
 * Fills a database with demo partners and leads of both markets (issue 15), fast enough for a
 * million leads: rows are made in memory a batch at a time and written with one `unnest` insert
 * per table per batch, the next batch being made while the database writes the last one.
 */
export async function seedDemo(
  database: Database,
  options: SeedDemoOptions,
): Promise<SeedDemoSummary> {
  const { db } = database;
  const now = options.now ?? new Date();
  const rng = new Faker({ locale: [en, base] });
  rng.seed(options.seed);
  const fakers = marketFakers(options.seed + 1);
  const catalog = await loadCatalog(database);
  const accounts: DemoAccountContext = {
    fakers,
    rng,
    passwordHash: await hashPassword(options.password),
    emailTag: (await userCount(db)) + 1,
    now,
  };

  let adminIds = await activeAdminIds(db);
  const newAdmins = adminIds.length < MINIMUM_ADMINS ? demoAdmins(accounts, DEMO_ADMINS) : [];
  const partnerRows = demoPartners(accounts, options.partners, [
    ...adminIds,
    ...newAdmins.map((admin) => admin.id),
  ]);
  await database.rawTransaction(async (query) => {
    await bulkInsert(query, users, [...newAdmins, ...partnerRows.users]);
    await bulkInsert(query, partners, partnerRows.partners);
  });
  adminIds = await activeAdminIds(db);

  const consentTexts = new Map<Locale, string>();
  const context: DemoLeadContext = {
    fakers,
    rng,
    now,
    catalog,
    pickPartner: {
      AU: partnerPicker(partnerRows.refs, 'AU'),
      NZ: partnerPicker(partnerRows.refs, 'NZ'),
    },
    adminIds,
    consentText: (locale) => {
      let text = consentTexts.get(locale);
      if (text === undefined) {
        text = translator(locale)('apply.consent_text', { app: options.appName });
        consentTexts.set(locale, text);
      }
      return text;
    },
    userAgents: Array.from({ length: 40 }, () => rng.internet.userAgent()),
    counters: await referenceCounters(db),
  };

  const batchSize = options.batchSize ?? 5_000;
  const schedule = createdAtSchedule(rng, options.leads, now);
  let events = 0;
  let writing: Promise<void> = Promise.resolve();
  for (let done = 0; done < options.leads;) {
    const batch = demoLeadBatch(context, schedule(done, Math.min(batchSize, options.leads - done)));
    // The database writes one batch while the next is made: two cores, both busy.
    await writing;
    options.onProgress?.(done, options.leads);
    done += batch.leads.length;
    events += batch.events.length;
    writing = database.rawTransaction(async (query) => {
      // Demo rows: losing the last second of them in a crash costs nothing, waiting for each
      // commit's flush does.
      await query('set local synchronous_commit = off');
      await bulkInsert(query, leads, batch.leads);
      await bulkInsert(query, leadEvents, batch.events);
    });
    // Handled by the `await` above on the next turn; this only keeps a failure that arrives
    // while the next batch is being made from counting as unhandled if making it throws.
    void writing.catch(() => {});
  }
  await writing;
  options.onProgress?.(options.leads, options.leads);

  await raiseReferenceCounters(db, context.counters.values());
  // Fresh statistics, so the first queries on the new rows get good plans.
  await db.execute(sql`analyze users, partners, leads, lead_events`);
  return {
    partners: partnerRows.partners.length,
    leads: options.leads,
    events,
    adminEmails: newAdmins.map((admin) => admin.email),
    partnerEmails: partnerRows.users.slice(0, 3).map((user) => user.email),
  };
}
