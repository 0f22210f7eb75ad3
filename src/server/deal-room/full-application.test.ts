import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverMail } from '../../../tests/support/mailbox';
import { leadEvents, leads, rateLimits } from '../db/schema';
import {
  dealRoomLead,
  sendTermSheet,
  tokenFromMail,
  useDealRoomApp,
} from './deal-room.test-support';

const app = useDealRoomApp();
beforeEach(async () => {
  await app.t.db.delete(rateLimits);
});

const ADDRESS = { street: '1 George St', suburb: 'Sydney', region: 'NSW', postcode: '2000' };
const COMPLETE = {
  business: {
    legal_name: 'Harbour Bakery Pty Ltd',
    business_number: '51 824 753 556',
    structure: 'company',
    industry: 'hospitality',
    established_on: '2015-03-01',
    address: ADDRESS,
  },
  directors: {
    directors: [
      {
        full_name: 'Jane Citizen',
        date_of_birth: '1980-06-15',
        email: 'jane@example.com',
        mobile: '0412 345 678',
        address: ADDRESS,
        ownership_percent: 100,
        guarantor: true,
      },
    ],
  },
  financials: {
    annual_revenue: 900_000,
    net_profit: -5_000,
    debts: [{ lender: 'Example Bank', balance: 10_000, monthly_repayment: 500 }],
    total_assets: 300_000,
    total_liabilities: 120_000,
  },
  loan: {
    amount: 80_000,
    purpose: 'working_capital',
    term_months: 24,
    security: 'none',
    repayment_frequency: 'monthly',
  },
  declarations: {
    consent_credit_check: true,
    consent_privacy: true,
    confirm_accurate: true,
    insolvency: false,
    tax_debt: true,
    tax_debt_details: 'Payment plan agreed with the ATO',
    full_name: 'Jane Citizen',
  },
} as const;
type Section = keyof typeof COMPLETE;

async function openApplication(overrides: Parameters<typeof dealRoomLead>[1] = {}) {
  const lead = await dealRoomLead(app, {
    businessName: 'Harbour Bakery',
    amount: 75_000,
    ...overrides,
  });
  const sent = await app.t.request({
    method: 'POST',
    url: `/api/leads/${lead.id}/guest-links`,
    token: app.admin.token,
    payload: { purpose: 'full-application' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const token = await tokenFromMail(lead.email, 'full-application', app.t.db);
  return { lead, token };
}

const read = (token: string) =>
  app.t.request({ method: 'GET', url: `/api/guest/full-application/${token}` });
const save = (token: string, section: string, version: number, data: unknown) =>
  app.t.request({
    method: 'PUT',
    url: `/api/guest/full-application/${token}/sections/${section}`,
    payload: { version, data },
  });
const submit = (token: string, version: number) =>
  app.t.request({
    method: 'POST',
    url: `/api/guest/full-application/${token}/submit`,
    payload: { version },
  });

async function saveAll(token: string, version: number, sections = Object.keys(COMPLETE)) {
  let current = version;
  for (const section of sections) {
    const saved = await save(token, section, current, COMPLETE[section as Section]);
    expect(saved.statusCode, saved.body).toBe(200);
    current = saved.json().version;
  }
  return current;
}

describe('the guest full application', () => {
  it('starts from the lead, saves drafts and resumes at the first step not complete', async () => {
    const { lead, token } = await openApplication();
    const first = await read(token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.status).toBe('draft');
    expect(body.resume_at).toBe('business');
    expect(body.data.business.legal_name).toBe('Harbour Bakery');
    expect(body.data.loan.amount).toBe(75_000);
    expect(body.data.directors.directors[0].email).toBe(lead.email);
    expect(body.choices.purposes.length).toBeGreaterThan(0);

    // A draft may leave values out.
    const partial = await save(token, 'business', body.version, { legal_name: 'Harbour' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().completed).toEqual([]);
    const version = await saveAll(token, partial.json().version, ['business', 'directors']);

    const again = (await read(token)).json();
    expect(again.version).toBe(version);
    expect(again.completed).toEqual(['business', 'directors']);
    expect(again.resume_at).toBe('financials');
    expect(again.data.business.legal_name).toBe('Harbour Bakery Pty Ltd');

    // One timeline event per section within half an hour, however many saves.
    const saves = await app.t.db
      .select({ data: leadEvents.data })
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'application_saved')));
    expect(saves.map((event) => (event.data as { section: string }).section).sort()).toEqual([
      'business',
      'directors',
    ]);

    const admin = await app.t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}/application`,
      token: app.admin.token,
    });
    expect(admin.json()).toMatchObject({
      state: 'in_progress',
      completed: ['business', 'directors'],
      submitted_at: null,
    });
  });

  it('refuses malformed values with 422 naming the field, but not missing ones', async () => {
    const { token } = await openApplication();
    const { version } = (await read(token)).json();
    const bad = await save(token, 'loan', version, {
      amount: 'lots',
      term_months: 12.5,
      security: 'castle',
      surprise: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'loan.amount',
      'loan.security',
      'loan.surprise',
      'loan.term_months',
    ]);
    const long = await save(token, 'business', version, { legal_name: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors['business.legal_name']).toBeDefined();
    expect((await save(token, 'declarations', version, {})).statusCode).toBe(200);
    expect((await save(token, 'nonsense', version + 1, {})).statusCode).toBe(404);
  });

  it('refuses a save from a stale version with 409', async () => {
    const { token } = await openApplication();
    const { version } = (await read(token)).json();
    expect((await save(token, 'business', version, { legal_name: 'Tab one' })).statusCode).toBe(
      200,
    );
    const stale = await save(token, 'business', version, { legal_name: 'Tab two' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/another window/);
    expect((await read(token)).json().data.business.legal_name).toBe('Tab one');
  });

  it('submits only when every section passes, naming the section and field at fault', async () => {
    const { token } = await openApplication();
    const { version } = (await read(token)).json();
    const saved = await saveAll(token, version, ['business', 'directors', 'financials', 'loan']);
    const refused = await submit(token, saved);
    expect(refused.statusCode).toBe(422);
    const errors = Object.keys(refused.json().errors);
    expect(errors).toEqual(
      expect.arrayContaining([
        'declarations.consent_credit_check',
        'declarations.full_name',
        'declarations.insolvency',
      ]),
    );
    expect(errors.every((field) => field.startsWith('declarations.'))).toBe(true);

    const explained = await save(token, 'declarations', saved, {
      ...COMPLETE.declarations,
      tax_debt_details: '',
    });
    const unexplained = await submit(token, explained.json().version);
    expect(unexplained.json().errors).toEqual({
      'declarations.tax_debt_details': ['Please explain your answer.'],
    });
  });

  it('moves the lead, records the event, tells the admins, and refuses anything after', async () => {
    const { lead, token } = await openApplication();
    const { version } = (await read(token)).json();
    const final = await saveAll(token, version);
    await deliverMail(app.t.db);
    const done = await submit(token, final);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().reference).toBe(lead.reference);

    const [moved] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(moved?.status).toBe('application_submitted');
    const events = await app.t.db
      .select({ type: leadEvents.type })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id));
    expect(events.map((event) => event.type)).toContain('application_submitted');
    const mails = await deliverMail(app.t.db);
    expect(mails.some((mail) => mail.text.includes(lead.reference))).toBe(true);

    const after = (await read(token)).json();
    expect(after.status).toBe('submitted');
    expect((await submit(token, after.version)).statusCode).toBe(409);
    expect((await save(token, 'loan', after.version, { amount: 1 })).statusCode).toBe(409);

    const admin = (
      await app.t.request({
        method: 'GET',
        url: `/api/leads/${lead.id}/application`,
        token: app.admin.token,
      })
    ).json();
    expect(admin.state).toBe('submitted');
    expect(admin.data.business.legal_name).toBe('Harbour Bakery Pty Ltd');
  });

  it('answers a token of another purpose with 404, and a lead’s token reaches only its own application', async () => {
    const mine = await openApplication();
    const other = await openApplication();
    const termSheetToken = await sendTermSheet(app, await dealRoomLead(app));
    const refused = await read(termSheetToken);
    expect(refused.statusCode).toBe(404);
    expect((await save(termSheetToken, 'business', 1, {})).statusCode).toBe(404);

    const { version } = (await read(other.token)).json();
    await save(other.token, 'business', version, { legal_name: 'Other Co' });
    const mineNow = (await read(mine.token)).json();
    expect(mineNow.data.business.legal_name).toBe('Harbour Bakery');
    expect(mineNow.context.reference).toBe(mine.lead.reference);
  });
});

describe('the test screen’s choices', () => {
  it('gives an admin a market’s choices and refuses an unknown market', async () => {
    const choices = (url: string) => app.t.request({ method: 'GET', url, token: app.admin.token });
    const nz = await choices('/api/full-application/choices?market=NZ');
    expect(nz.statusCode).toBe(200);
    expect(nz.json()).toMatchObject({ market: 'NZ', currency: 'NZD', business_number: 'NZBN' });
    expect(nz.json().regions[0].code).toMatch(/^NZ-/);
    expect((await choices('/api/full-application/choices?market=UK')).statusCode).toBe(422);
  });
});
