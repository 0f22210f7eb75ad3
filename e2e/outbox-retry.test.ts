import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, inject, it } from 'vitest';
import { decodeQuotedPrintable } from '../tests/support/mailbox';
import { EN_AU, fillContact, uniqueEmail } from './support/apply-form';
import { newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { apiHeaders, apply } from './support/leads';

// The SMTP peer (e2e/support/smtp-mailbox.ts) refuses an address while a file of its name is here.
const refused = (address: string) => join(inject('smtpRejectDir'), address);
const refuse = (address: string) => writeFileSync(refused(address), '');
const accept = (address: string) => rmSync(refused(address), { force: true });

const bounces: string[] = [];
let admin: Page | undefined;

// Whatever happens above, no refused address and no failed e-mail is left for the next test file
// (the outgoing mail view of e2e/admins-outbox.test.ts expects no failed e-mail).
afterAll(async () => {
  bounces.forEach(accept);
  if (admin && !admin.isClosed()) {
    await admin.request.post('/api/outbox/retry-failed', { headers: await apiHeaders(admin) });
  }
});

/** The delivered e-mail to `address`, as the peer filed it. */
function mailTo(address: string): string | undefined {
  const dir = inject('mailDir');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
    .find((text) => text.includes(`To: ${address}`));
}

/** The recipients of the e-mails in `status`, newest first, from the admin API. */
async function recipients(page: Page, status: 'failed' | 'sent'): Promise<string[]> {
  const answer = await page.request.get(`/api/outbox?status=${status}&limit=100`, {
    headers: await apiHeaders(page),
  });
  return ((await answer.json()).data as { recipient: string }[]).map((row) => row.recipient);
}

/** The cells of the outbox table's row for `address`. */
const cells = (page: Page, address: string) =>
  page.getByRole('row').filter({ hasText: address }).getByRole('cell').allTextContents();

const toast = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').filter({ hasText: text }).count();

it('an e-mail the mail server refuses shows as failed with its error; Retry and Retry all send it once accepted', async () => {
  const [first, second, third] = ['bounce-one', 'bounce-two', 'bounce-three'].map(uniqueEmail);
  bounces.push(first!, second!, third!);
  bounces.forEach(refuse);

  // A guest applies with a refused address: their confirmation e-mail cannot be delivered.
  const guestContext = await newContext(browser);
  const guest = await guestContext.newPage();
  await guest.goto('/apply-quick');
  await guest.getByLabel(EN_AU.firstName).waitFor();
  await fillContact(guest, EN_AU, '0412 555 019', first!);
  await guest.getByLabel(EN_AU.amount).fill('80000');
  await guest.getByRole('checkbox').check();
  await guest.getByRole('button', { name: EN_AU.submit }).click();
  await guest.waitForURL((url) => url.pathname === '/success');
  // Two more, for "Retry all".
  await apply(guest, { email: second });
  await apply(guest, { email: third });

  const adminContext = await newContext(browser);
  admin = await adminContext.newPage();
  await signIn(admin, 'outboxAdmin');
  // Tried, refused, tried once more a second later, refused again: failed (MAIL_MAX_ATTEMPTS 2).
  await expect
    .poll(async () => (await recipients(admin!, 'failed')).sort(), { timeout: 15_000 })
    .toEqual([first, second, third].sort());
  expect(mailTo(first!)).toBeUndefined();

  await admin.goto('/settings/outbox');
  await admin.getByRole('heading', { name: 'Outgoing mail' }).waitFor();
  await expect.poll(() => admin!.locator('[data-state="failed"]').textContent()).toBe('3');
  await expect.poll(() => cells(admin!, first!)).toHaveLength(7);
  const [recipient, template, attempts, lastError] = await cells(admin, first!);
  expect({ recipient, template, attempts }).toEqual({
    recipient: first,
    // Named in words (issue 30), not by the template's key.
    template: 'Confirmation to the applicant',
    attempts: '2',
  });
  expect(lastError).toMatch(/550/);
  expect(lastError).toContain(`Mailbox unavailable: ${first}`);
  expect(await seriousAxeViolations(admin)).toEqual([]);

  // The mailbox accepts mail again; one e-mail is retried and delivered.
  accept(first!);
  await admin.getByRole('button', { name: `Retry ${first}` }).click();
  await expect.poll(() => toast(admin!, 'The e-mail is queued again.')).toBe(1);
  await expect.poll(() => admin!.getByRole('row').filter({ hasText: first! }).count()).toBe(0);
  await expect.poll(() => mailTo(first!), { timeout: 10_000 }).toContain('Subject: ');
  expect(await admin.getByRole('row').filter({ hasText: second! }).count()).toBe(1);

  // It is listed as sent, with the third attempt and no error left.
  await admin.getByLabel('Show').selectOption('sent');
  await admin.getByLabel('Rows per page').selectOption('100');
  await expect.poll(() => cells(admin!, first!)).toHaveLength(6);
  const sent = await cells(admin, first!);
  expect(sent.slice(0, 4)).toEqual([first, 'Confirmation to the applicant', '3', '—']);
  expect(await seriousAxeViolations(admin)).toEqual([]);

  // The other two: "Retry all failed" once their mailboxes accept mail.
  accept(second!);
  accept(third!);
  await admin.getByLabel('Show').selectOption('failed');
  await expect.poll(() => admin!.locator('[data-state="failed"]').textContent()).toBe('2');
  await admin.getByRole('button', { name: 'Retry all failed' }).click();
  await expect.poll(() => toast(admin!, '2 e-mails are queued again.')).toBe(1);
  await expect.poll(() => admin!.getByText('No e-mails in this state.').count()).toBe(1);
  await expect.poll(() => admin!.locator('[data-state="failed"]').textContent()).toBe('0');
  expect(await admin.getByRole('button', { name: 'Retry all failed' }).count()).toBe(0);
  // Delivered on the outbox worker's next round, as the first one was.
  await expect
    .poll(() => [mailTo(second!), mailTo(third!)].every(Boolean), { timeout: 10_000 })
    .toBe(true);
  await expect
    .poll(() => recipients(admin!, 'sent'))
    .toEqual(expect.arrayContaining([first, second, third]));
  expect(await seriousAxeViolations(admin)).toEqual([]);
});
