import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementRecorder, type Statement } from '../../../bench/statement-recorder';
import { createLead, createPartner } from '../../../tests/support/factories';
import { openTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import type { LeadScope } from './lead-filters';
import { listLeads } from './lead-list.queries';

const recorder = new StatementRecorder();
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase({ queryLogger: recorder });
});
afterAll(() => database.close());

const CURSOR_KEY = 'lead-list-statements-test-key';

function listPage(scope: LeadScope, filters: Partial<TLeadFilters> = {}, cursor?: string) {
  return listLeads(
    database.db,
    scope,
    { sort: 'created', dir: 'desc', ...filters },
    { limit: 25, cursorKey: CURSOR_KEY, cursor },
  );
}

/** The one statement a page sent, and the page. */
async function recordPage(
  ...args: Parameters<typeof listPage>
): Promise<{ statement: Statement; page: Awaited<ReturnType<typeof listPage>> }> {
  let page: Awaited<ReturnType<typeof listPage>> | undefined;
  const statements = await recorder.record(async () => {
    page = await listPage(...args);
  });
  expect(statements).toHaveLength(1);
  return { statement: statements[0]!, page: page! };
}

describe('lead list statements (decision 0049)', () => {
  it("sends a market's first page, narrowed by nothing else, without values: planned once per connection", async () => {
    const au = await createLead(database.db, { market: 'AU' });
    const nz = await createLead(database.db, { market: 'NZ' });

    const { statement, page } = await recordPage({ market: 'AU' });

    expect(statement.params).toEqual([]);
    expect(statement.text).toContain(`"leads"."market" = 'AU'`);
    // The page is chosen first, then joined to its partners and assignees (decision 0084).
    expect(statement.text).toMatch(/ limit 26\) "chosen" left join /);
    const ids = page.rows.map((row) => row.id);
    expect(ids).toContain(au.id);
    expect(ids).not.toContain(nz.id);
  });

  it('sends what a person typed or chose as values, in one text whatever they are', async () => {
    const tag = `Stmt${Date.now()}`;
    const plain = await createLead(database.db, { businessName: `${tag} Plain`, status: 'new' });
    const quoted = await createLead(database.db, {
      businessName: `${tag} O'Brien`,
      status: 'approved',
    });

    const first = await recordPage({ market: 'AU' }, { q: `${tag} plain`, status: ['new'] });
    const second = await recordPage(
      { market: 'AU' },
      { q: `${tag} o'brien`, status: ['new', 'contacted', 'approved'] },
    );

    expect(second.statement.text).toBe(first.statement.text);
    expect(first.statement.params).toEqual(
      expect.arrayContaining([`%${tag.toLowerCase()} plain%`, ['new']]),
    );
    expect(second.statement.params).toEqual(
      expect.arrayContaining([`%${tag.toLowerCase()} o'brien%`, ['new', 'contacted', 'approved']]),
    );
    // The prepared statement answers each request with that request's values.
    expect(first.page.rows.map((row) => row.id)).toEqual([plain.id]);
    expect(second.page.rows.map((row) => row.id)).toEqual([quoted.id]);
  });

  it("shows each partner only their own leads, one statement serving both, and each partner's next page", async () => {
    const one = await createPartner(database.db);
    const other = await createPartner(database.db);
    const ones = [];
    for (let index = 0; index < 26; index += 1)
      ones.push(await createLead(database.db, { partnerId: one.partner.id }));
    const others = await createLead(database.db, { partnerId: other.partner.id, market: 'NZ' });

    const first = await recordPage({ partnerId: one.partner.id });
    const next = await recordPage({ partnerId: one.partner.id }, {}, first.page.nextCursor!);
    const theirs = await recordPage({ partnerId: other.partner.id });

    expect(theirs.statement.text).toBe(first.statement.text);
    expect(theirs.page.rows.map((row) => row.id)).toEqual([others.id]);
    const seen = [...first.page.rows, ...next.page.rows].map((row) => row.id);
    expect(new Set(seen)).toEqual(new Set(ones.map((lead) => lead.id)));
    expect(next.page.nextCursor).toBeNull();
  });
});
