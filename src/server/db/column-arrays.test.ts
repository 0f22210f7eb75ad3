import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { insertByColumns } from './column-arrays';
import { leadEvents } from './schema';

// The import's bulk writes (decision 0069) send each column as one text[] parameter: every
// value must come back exactly as Drizzle's own insert would have written it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const awkward = [
  'quote " and backslash \\ and {braces}, commas',
  'NULL',
  '',
  'line\nbreak and 中文 and emoji 🙂',
];

describe('insertByColumns', () => {
  it('writes values an array literal must quote, nulls and JSON as given', async () => {
    const lead = await createLead(t.db);
    await t.db.transaction((tx) =>
      insertByColumns(
        tx,
        leadEvents,
        awkward.map((text, index) => ({
          leadId: lead.id,
          type: text,
          actorType: 'system' as const,
          actorUserId: null,
          data: { index, text, nested: { list: [text, null] } },
        })),
      ),
    );
    const rows = await t.db
      .select({ type: leadEvents.type, data: leadEvents.data, actor: leadEvents.actorUserId })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id));
    const written = rows.filter(
      (row) => typeof (row.data as { index?: number }).index === 'number',
    );
    expect(
      written.sort(
        (a, b) => (a.data as { index: number }).index - (b.data as { index: number }).index,
      ),
    ).toEqual(
      awkward.map((text, index) => ({
        type: text,
        actor: null,
        data: { index, text, nested: { list: [text, null] } },
      })),
    );
  });

  it('gives a column with a default its default when only some rows give it', async () => {
    const lead = await createLead(t.db);
    await t.db.transaction((tx) =>
      insertByColumns(tx, leadEvents, [
        { leadId: lead.id, type: 'with-data', actorType: 'system', data: { given: true } },
        { leadId: lead.id, type: 'without-data', actorType: 'system' },
      ]),
    );
    const rows = await t.db
      .select({ type: leadEvents.type, data: leadEvents.data })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id));
    expect(
      rows
        .filter((row) => row.type.startsWith('with'))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: 'with-data', data: { given: true } },
      { type: 'without-data', data: {} },
    ]);
  });
});
