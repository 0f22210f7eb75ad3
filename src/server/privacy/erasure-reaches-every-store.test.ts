import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { decodeQuotedPrintable } from '../../../tests/support/mailbox';
import { testConfig } from '../../../tests/support/test-app';
import {
  PDF,
  requestDocuments,
  upload,
  useDocumentsApp,
} from '../deal-room/documents.test-support';
import {
  outbox,
  outboxLeads,
  partnerMembers,
  partners,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';
import { csv, QUICK_HEADERS, stageAndMap } from '../lead-import/lead-import.test-support';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { processOutboxOnce, workerOptionsFrom } from '../mail/outbox-worker';
import { fileTransport } from '../mail/transport';

// Issue 41 finding 5 (decision 0091): an erasure reaches every place the person's data is kept.
// The walk reads every text column of every table, so a store added later is caught too.

const app = useDocumentsApp();

const post = (url: string, payload: Record<string, unknown>) =>
  app.t.request({ method: 'POST', url, payload, token: app.admin.token });

/** Sends what the outbox holds into DATA_DIR/mail, as the app does without SMTP_URL. */
async function sendMailToFolder() {
  const options = {
    ...workerOptionsFrom(testConfig({ APP_URL: 'https://app.test' })),
    appKey: TEST_APP_KEY,
  };
  await processOutboxOnce(
    app.t.db,
    fileTransport(join(app.dataDir, 'mail')),
    options,
    new Date(Date.now() + 60_000),
  );
}

/** Every table.column of the database whose text (or JSON, or array) holds one of `needles`. */
async function columnsHolding(needles: string[]): Promise<string[]> {
  const columns = (await app.t.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const patterns = needles.map((needle) => `%${needle}%`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await app.t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike any(array[${sql.join(
            patterns.map((pattern) => sql`${pattern}`),
            sql`, `,
          )}])`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The .eml files of the mail folder whose text (quoted-printable undone) holds a needle. */
function mailFilesHolding(needles: string[]): string[] {
  const folder = join(app.dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((name) => {
    const text = decodeQuotedPrintable(readFileSync(join(folder, name), 'utf8')).toLowerCase();
    return needles.some((needle) => text.includes(needle.toLowerCase()));
  });
}

describe('an erasure', () => {
  it('leaves the person in no table and no e-mail file, and keeps the others’ grouped notice', async () => {
    const tag = faker.string.alpha(6).toLowerCase();
    const person = {
      firstName: `Zephyrine${tag}`,
      lastName: 'Quillfeather',
      email: `zq.${tag}@example.test`,
      mobile: '+61491570156',
      businessName: `Quillfeather ${tag} Joinery`,
    };
    const needles = [person.firstName, person.lastName, person.email, '491570156', tag];
    // A partner firm that hears of every stage: its owner gets the grouped notice.
    const owner = await app.t.signIn('partner');
    const [member] = await app.t.db
      .select()
      .from(partnerMembers)
      .where(eq(partnerMembers.userId, owner.user.id));
    const [partner] = await app.t.db
      .update(partners)
      .set({ leadUpdates: 'all' })
      .where(eq(partners.id, member!.partnerId))
      .returning();
    const lead = await createLead(app.t.db, { ...person, partnerId: partner!.id });
    const other = await createLead(app.t.db, { partnerId: partner!.id, status: 'new' });

    // The timeline, a task, a document and the e-mails that name the person.
    expect(
      (await post(`/api/leads/${lead.id}/notes`, { note: `Rang ${person.firstName}` })).statusCode,
    ).toBe(200);
    const task = await post(`/api/leads/${lead.id}/tasks`, {
      title: `Call ${person.firstName} ${person.lastName} on 0491 570 156`,
      due_date: '2030-01-10',
      due_time: '09:00',
      assignee_id: app.admin.user.id,
    });
    expect(task.statusCode, task.body).toBe(200);
    const { token, requestId } = await requestDocuments(app, lead);
    const sent = await upload(app, token, { request_id: requestId('bank_statements') }, [
      { name: `${person.lastName}-statement.pdf`, content: PDF },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    // A digest to the admin lists the task with the lead's name: no lead_id of its own.
    const [admin] = await app.t.db.select().from(users).where(eq(users.id, app.admin.user.id));
    await app.t.db.insert(outbox).values({
      recipient: admin!.email,
      template: 'task-digest',
      data: {
        admin_name: admin!.name,
        market: 'AU',
        day: '2030-01-10',
        tasks: [
          {
            lead_id: lead.id,
            reference: lead.reference,
            lead_name: `${person.firstName} ${person.lastName}`,
            title: 'Call back',
            due_date: '2030-01-10',
            due_time: '09:00',
            overdue: false,
          },
        ],
      },
    });
    const [endpoint] = await app.t.db
      .insert(webhookEndpoints)
      .values({
        partnerId: null,
        url: 'https://hooks.example.test/in',
        events: ['lead.created'],
        secretSealed: 'unused: nothing is sent in this test',
      })
      .returning();
    await app.t.db.insert(webhookDeliveries).values([
      { endpointId: endpoint!.id, eventType: 'lead.created', leadId: lead.id, payload: person },
      {
        endpointId: endpoint!.id,
        eventType: 'lead.created',
        leadId: lead.id,
        payload: person,
        status: 'delivered',
      },
    ]);
    await sendMailToFolder();
    expect(mailFilesHolding(needles).length).toBeGreaterThan(0);

    // A grouped notice to the partner about both leads, held (not yet sent).
    const moved = await post('/api/leads/bulk/status', {
      ids: [lead.id, other.id],
      status: 'contacted',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Rows of an import file that name the person: staged, and one the import will refuse.
    await stageAndMap(
      app.t,
      app.admin.token,
      csv([
        QUICK_HEADERS,
        [person.firstName, person.lastName, person.email, '0491 570 156', 40_000, 'AU'],
        [person.firstName, person.lastName, 'not-an-address', '0491 570 156', 'lots', 'AU'],
      ]),
    );
    expect(await columnsHolding(needles)).not.toEqual([]);

    const erased = await post('/api/privacy/erasures', {
      email: person.email,
      lead_ids: [lead.id],
    });
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await columnsHolding(needles)).toEqual([]);
    expect(mailFilesHolding(needles)).toEqual([]);
    // The other lead's news still goes to the partner, without the erased person in it.
    const held = await app.t.db
      .select({ id: outbox.id, data: outbox.data })
      .from(outbox)
      .where(eq(outbox.template, 'partner-lead-moved'));
    const notice = held.find((row) => JSON.stringify(row.data).includes(other.reference));
    expect(notice).toBeDefined();
    const [linkedToOther] = await app.t.db.select().from(outbox).where(eq(outbox.id, notice!.id));
    const linked = await app.t.db
      .select()
      .from(outboxLeads)
      .where(eq(outboxLeads.outboxId, notice!.id));
    expect(linkedToOther!.status).toBe('pending');
    expect([linkedToOther!.leadId, ...linked.map((row) => row.leadId)]).toContain(other.id);
  });
});
