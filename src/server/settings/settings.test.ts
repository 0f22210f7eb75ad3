import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, settings } from '../db/schema';
import { PAGE_CONFIG_ELEMENT_ID } from '../../shared/page-config';
import { applicationPayload } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { TEST_APP_KEY, filledFormToken } from '../leads/leads.test-support';

let t: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  admin = (await t.signIn('admin')).token;
  partner = (await t.signIn('partner')).token;
});
afterAll(() => t.close());

const put = (payload: unknown, token = admin) =>
  t.request({ method: 'PUT', url: '/api/settings', token, payload: payload as object });

describe('settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const response = await t.request({ method: 'GET', url: '/api/settings', token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      app_name: 'LendRef',
      guest_link_lifetime_days: 30,
      upload_max_mb: 20,
      lead_aging_days: 14,
      notification_recipients: [],
    });
  });

  it('is for admins only', async () => {
    expect(
      (await t.request({ method: 'GET', url: '/api/settings', token: partner })).statusCode,
    ).toBe(403);
    expect((await put({ app_name: 'X' }, partner)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });

  it('saves changes, writes one audit row per changed key and the next page carries them', async () => {
    const response = await put({
      app_name: 'Acme Finance',
      theme_color: '#aa2200',
      lead_aging_days: 14,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      app_name: 'Acme Finance',
      theme_color: '#aa2200',
    });
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'setting'));
    const byKey = Object.fromEntries(rows.map((row) => [row.entityId, row]));
    expect(byKey.app_name).toMatchObject({
      before: { value: 'LendRef' },
      after: { value: 'Acme Finance' },
    });
    expect(byKey.theme_color).toBeDefined();
    // Unchanged: no row.
    expect(byKey.lead_aging_days).toBeUndefined();

    const page = await t.request({ method: 'GET', url: '/' });
    const config = new RegExp(`id="${PAGE_CONFIG_ELEMENT_ID}"[^>]*>([^<]*)<`).exec(page.body);
    expect(config?.[1]).toContain('Acme Finance');
    expect(config?.[1]).toContain('#aa2200');
  });

  it('checks the firm business number against its market', async () => {
    const firm = {
      legal_name: 'Acme Pty Ltd',
      market: 'AU',
      business_number: '51 824 753 557',
      credit_licence: '123456',
      email: 'hello@acme.test',
      phone: '02 9999 9999',
    };
    const bad = await put({ firm });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('firm.business_number');
    const good = await put({ firm: { ...firm, business_number: '51 824 753 556' } });
    expect(good.statusCode).toBe(200);
    const page = await t.request({ method: 'GET', url: '/' });
    expect(page.body).toContain('Acme Pty Ltd');

    // E-mails name the app and the firm from settings, read when they are sent.
    await deliverMail(t.db);
    const email = 'firm-footer@example.test';
    const applied = await t.request({
      method: 'POST',
      url: '/api/apply',
      payload: { form_token: filledFormToken(), ...applicationPayload({ email }) },
    });
    expect(applied.statusCode).toBeLessThan(300);
    const mail = (await deliverMail(t.db)).find((item) => item.to === email);
    expect(mail?.text).toContain('Acme Finance');
    expect(mail?.text).toContain('Acme Pty Ltd, ABN 51 824 753 556');
    expect(mail?.text).toContain('Credit licence 123456');
    expect(mail?.text).toContain('hello@acme.test');
  });

  it('names the field of bad input', async () => {
    for (const [payload, field] of [
      [{ theme_color: 'red' }, 'theme_color'],
      [{ upload_max_mb: 0 }, 'upload_max_mb'],
      [{ guest_link_lifetime_days: 1.5 }, 'guest_link_lifetime_days'],
      [{ default_locale: 'de' }, 'default_locale'],
      [{ notification_recipients: ['not-an-email'] }, 'notification_recipients.0'],
      [{ app_name: '' }, 'app_name'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
  });

  it('a value stored badly by hand falls back to its default', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'upload_max_mb', value: 'lots' })
      .onConflictDoUpdate({ target: settings.key, set: { value: 'lots' } });
    const response = await t.request({ method: 'GET', url: '/api/settings', token: admin });
    expect(response.json().settings.upload_max_mb).toBe(20);
  });
});
