import { afterAll, beforeAll, expect } from 'vitest';
import type { GuestLinkPurpose } from '../../shared/deal-room/deal-room';
import { createLead, TERM_SHEET } from '../../../tests/support/factories';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TEST_APP_KEY } from '../leads/leads.test-support';

export interface DealRoomTestApp {
  t: TestApp;
  admin: Awaited<ReturnType<TestApp['signIn']>>;
}

/** A test app (with the key that opens sealed links in e-mails) and a signed-in admin. */
export function useDealRoomApp(): DealRoomTestApp {
  const context = {} as DealRoomTestApp;
  beforeAll(async () => {
    context.t = await createTestApp({ APP_KEY: TEST_APP_KEY });
    context.admin = await context.t.signIn('admin');
  });
  afterAll(() => context.t.close());
  return context;
}

/** A lead far enough along for the deal room, with an address of its own to find its mail. */
export function dealRoomLead(
  app: DealRoomTestApp,
  overrides: Parameters<typeof createLead>[1] = {},
) {
  return createLead(app.t.db, { status: 'qualified', ...overrides });
}

/** Delivers the outbox and reads the token of the newest `purpose` link e-mailed to `email`. */
export async function tokenFromMail(email: string, purpose: GuestLinkPurpose, db: TestApp['db']) {
  const mails = (await deliverMail(db)).filter((mail) => mail.to === email);
  const mail = mails.find((m) => m.text.includes(`https://app.test/${purpose}/`));
  expect(mail, `a ${purpose} link mailed to ${email}`).toBeDefined();
  return decodeURIComponent(linkIn(mail, `/${purpose}/`).pathname.split('/').pop()!);
}

/** Saves and sends a term sheet for the lead; answers the guest's token from the e-mail. */
export async function sendTermSheet(
  app: DealRoomTestApp,
  lead: { id: string; email: string },
  fields: Record<string, unknown> = TERM_SHEET,
): Promise<string> {
  const saved = await app.t.request({
    method: 'PUT',
    url: `/api/leads/${lead.id}/term-sheet`,
    token: app.admin.token,
    payload: fields,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const sent = await app.t.request({
    method: 'POST',
    url: `/api/leads/${lead.id}/term-sheet/send`,
    token: app.admin.token,
    payload: { version: saved.json().term_sheet.version },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return tokenFromMail(lead.email, 'term-sheet', app.t.db);
}
