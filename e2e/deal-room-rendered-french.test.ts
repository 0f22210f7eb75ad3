import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { messages } from '../src/shared/i18n/messages';
import { TERM_SHEET } from '../tests/support/factories';
import { baseUrl, newContext, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { dealRoomLink } from './support/deal-room';
import { watchHydration, layoutShift } from './support/hydration';
import { apiHeaders, apply, leadId } from './support/leads';

// Decision 0073: the deal room's guest pages come rendered from the server, in the visitor's
// language, and the browser hydrates them. Issue 32 asks for the French proof beside /apply's.
const fr = messages.fr;
const en = messages.en;
const SHEET = fr['deal-room'].term_sheet;
const FIELD = fr['full-application'].field;

interface Links {
  termSheet: string;
  fullApplication: string;
  /** A full-application link the admin revoked after sending it. */
  revoked: string;
}

/** A lead with its term sheet and full-application link sent; another's link, revoked. */
async function seed(): Promise<Links> {
  const admin = await (await newContext(browser)).newPage();
  await signIn(admin, 'dealRoomAdmin');
  const headers = await apiHeaders(admin);
  const newLead = async (name: string) => {
    const email = `rendered-fr-${name}-${Date.now()}@applicant.test`;
    return { email, id: await leadId(admin, await apply(admin, { email, first_name: 'Camille' })) };
  };
  const sendApplication = async (id: string) => {
    const sent = await admin.request.post(`/api/leads/${id}/guest-links`, {
      headers,
      data: { purpose: 'full-application' },
    });
    expect(sent.ok()).toBe(true);
  };

  const lead = await newLead('open');
  const saved = await admin.request.put(`/api/leads/${lead.id}/term-sheet`, {
    headers,
    data: TERM_SHEET,
  });
  const { version } = (await saved.json()).term_sheet;
  const sent = await admin.request.post(`/api/leads/${lead.id}/term-sheet/send`, {
    headers,
    data: { version },
  });
  expect(sent.ok()).toBe(true);
  await sendApplication(lead.id);

  const other = await newLead('revoked');
  await sendApplication(other.id);
  const links = await admin.request.get(`/api/leads/${other.id}/guest-links`, { headers });
  const [link] = (await links.json()).data as { id: string }[];
  const revoking = await admin.request.post(
    `/api/leads/${other.id}/guest-links/${link!.id}/revoke`,
    { headers },
  );
  expect(revoking.ok()).toBe(true);
  const seeded = {
    termSheet: await dealRoomLink(lead.email, 'term-sheet'),
    fullApplication: await dealRoomLink(lead.email, 'full-application'),
    revoked: await dealRoomLink(other.email, 'full-application'),
  };
  await admin.context().close();
  return seeded;
}

// Seeded by the first test that needs it (a mail is waited for, which only a test may do).
let seeding: Promise<Links> | undefined;
const links = () => (seeding ??= seed());

async function frenchVisitor(scripts: boolean) {
  const context = await newContext(browser, { javaScriptEnabled: scripts });
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseUrl() }]);
  return context;
}

/** Every leaf string of a namespace, as `key: text`. */
function texts(namespace: object, prefix = ''): [string, string][] {
  return Object.entries(namespace).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

/**
 * No English sentence of the namespaces the page shows: each English text (but the short ones
 * and those French shares) is looked for in the page's text, its placeholders cut out.
 */
async function expectNoEnglish(page: Page, namespaces: ('deal-room' | 'full-application')[]) {
  const shown = await page.locator('body').innerText();
  let checked = 0;
  for (const namespace of namespaces) {
    const french = new Map(texts(fr[namespace]));
    for (const [key, text] of texts(en[namespace])) {
      for (const piece of text.split(/\{\{[^}]+\}\}/)) {
        if (piece.trim().length < 12 || french.get(key)?.includes(piece)) continue;
        expect(shown, `${namespace}.${key}`).not.toContain(piece.trim());
        checked += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(20);
}

it('shows the term sheet and the full application in French with scripts off: heading, terms, labelled fields', async () => {
  const { termSheet, fullApplication } = await links();
  const context = await frenchVisitor(false);
  const page = await context.newPage();
  expect((await page.goto(termSheet))?.status()).toBe(200);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
    fr.pages.term_sheet.title,
  );
  expect(await page.title()).toContain(fr.pages.term_sheet.title);
  const terms = fr['deal-room'].terms;
  for (const term of [terms.facility_amount, terms.interest_rate, terms.security]) {
    expect(await page.getByText(term, { exact: true }).count(), term).toBeGreaterThan(0);
  }
  for (const label of [SHEET.full_name, SHEET.agree]) {
    expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
  }
  expect(await page.getByRole('button', { name: SHEET.accept }).count()).toBe(1);
  await expectNoEnglish(page, ['deal-room']);

  expect((await page.goto(fullApplication))?.status()).toBe(200);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
    fr.pages.full_application.title,
  );
  expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain(
    fr['full-application'].steps.business,
  );
  for (const label of [FIELD.legal_name, FIELD.trading_name, FIELD.established_on]) {
    expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
  }
  expect(await page.getByRole('button', { name: fr['full-application'].next }).count()).toBe(1);
  await expectNoEnglish(page, ['deal-room', 'full-application']);
  await context.close();
});

it('hydrates both pages in French with no mismatch, no error and no layout shift', async () => {
  const { termSheet, fullApplication } = await links();
  const pages = [
    { link: termSheet, title: fr.pages.term_sheet.title, submit: SHEET.accept },
    {
      link: fullApplication,
      title: fr.pages.full_application.title,
      submit: fr['full-application'].next,
    },
  ];
  for (const { link, title, submit } of pages) {
    const context = await frenchVisitor(true);
    const page = await context.newPage();
    const problems = await watchHydration(context, page);
    await page.goto(link, { waitUntil: 'networkidle' });
    // A form's button waits for hydration (decision 0073): enabled, the page is React's.
    const button = page.getByRole('button', { name: submit });
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(problems, link).toEqual([]);
    expect(await layoutShift(page), link).toBeLessThan(0.01);
    await context.close();
  }
});

it('answers a revoked or unknown link with the French "link not valid" page, never the form, with scripts off', async () => {
  const { revoked } = await links();
  const context = await frenchVisitor(false);
  const page = await context.newPage();
  const unknown = `/term-sheet/${'x'.repeat(43)}`;
  for (const link of [revoked, unknown]) {
    expect((await page.goto(link))?.status(), link).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      fr['deal-room'].unavailable_title,
    );
    expect(await page.getByRole('alert').first().textContent()).toBe(
      fr['deal-room'].link_unavailable,
    );
    expect(await page.locator('form').count(), link).toBe(0);
    expect(await page.getByLabel(FIELD.legal_name).count()).toBe(0);
    expect(await page.getByLabel(SHEET.full_name).count()).toBe(0);
  }
  await context.close();
});
