import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '../src/shared/i18n/locales';
import { baseUrl, newContext, seriousAxeViolations, signIn } from './support/browser';
import { browser } from './support/browser-fixture';
import { apply, apiHeaders, leadId } from './support/leads';
import { mailsTo } from './support/mail';

const toast = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').filter({ hasText: text }).count();

/** The template's texts: the French one names the applicant and the reference. */
const TEXTS: Record<string, { subject: string; body: string }> = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    locale === 'fr'
      ? {
          subject: 'Votre dossier {{reference}}',
          body: 'Bonjour {{first_name}},\n\nIl nous manque **deux** relevés bancaires.\n\n{{admin_name}}',
        }
      : {
          subject: `Your file {{reference}} (${locale})`,
          body: `Hello {{first_name}} (${locale})`,
        },
  ]),
);

it('an admin writes a template, then e-mails an applicant from the lead in their language: preview, send, timeline', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, 'mailAdmin');

  // A French-speaking applicant.
  const email = `ana-${Date.now()}@applicant-mail.test`;
  const reference = await apply(page, { first_name: 'Ana', email }, 'fr-FR,fr;q=0.9');
  const id = await leadId(page, reference);
  const lead = await page.request.get(`/api/leads/${id}`, { headers: await apiHeaders(page) });
  expect((await lead.json()).lead.locale).toBe('fr');

  // The template, first with a mistyped variable: the server names it under its field.
  const name = `Missing statements ${Date.now()}`;
  await page.goto('/settings/email-templates');
  await page.getByRole('heading', { name: 'E-mail templates', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Add a template' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  for (const locale of SUPPORTED_LOCALES) {
    const group = dialog.getByRole('group', { name: `Text in ${LOCALE_NAMES[locale]}` });
    await group.getByLabel('Subject').fill(TEXTS[locale]!.subject);
    await group.getByLabel('Body').fill(TEXTS[locale]!.body);
  }
  const frenchBody = dialog.getByRole('group', { name: 'Text in Français' }).getByLabel('Body');
  await frenchBody.fill('Bonjour {{prenom}}');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add template' }).click();
  await expect
    .poll(() =>
      dialog.getByText('Unknown variable: {{prenom}}. Use only the variables listed.').count(),
    )
    .toBe(1);
  // The field at fault takes the focus, with the admin's other texts still there.
  await expect
    .poll(() => frenchBody.evaluate((field) => field === document.activeElement))
    .toBe(true);
  await frenchBody.fill(TEXTS.fr!.body);
  await dialog.getByRole('button', { name: 'Add template' }).click();
  await expect.poll(() => toast(page, 'The template is added.')).toBe(1);
  await page.getByRole('listitem').filter({ hasText: name }).waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // On the lead: the language is the applicant's; the template fills the French texts.
  await page.goto(`/lead/${id}`);
  await page.getByRole('button', { name: 'E-mail the applicant' }).click();
  const compose = page.getByRole('dialog', { name: /^E-mail to Ana / });
  await compose.waitFor();
  expect(await compose.getByLabel('Language').inputValue()).toBe('fr');
  await compose.getByLabel('Template').selectOption({ label: name });
  expect(await compose.getByLabel('Subject').inputValue()).toBe('Votre dossier {{reference}}');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // An empty subject is refused in the dialog; the message typed is kept.
  await compose.getByLabel('Subject').fill('');
  await compose.getByRole('button', { name: 'Send' }).click();
  await compose.getByText('This field is required.').waitFor();
  expect(await compose.getByLabel('Message').inputValue()).toBe(TEXTS.fr!.body);
  await compose.getByLabel('Subject').fill('Votre dossier {{reference}}');

  // The preview is the e-mail as the server renders it for sending.
  await compose.getByRole('button', { name: 'Preview' }).click();
  await compose.getByText(`Subject: Votre dossier ${reference}`).waitFor();
  const frame = compose.frameLocator('iframe[title="Preview of the e-mail"]');
  await frame.getByText('Bonjour Ana,').waitFor();
  expect(await frame.locator('strong').textContent()).toBe('deux');
  await frame.getByText('Mia Mail').waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await compose.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(() => toast(page, 'The e-mail is queued for sending. Its state shows in the timeline.'))
    .toBe(1);
  expect(await page.getByRole('dialog').count()).toBe(0);

  // The timeline shows it, its subject, who wrote it and its state once the worker sent it.
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: `E-mail “E-mail to the applicant” to ${email}` });
  await entry.getByText(`Votre dossier ${reference}`).waitFor();
  await entry.getByText('Mia Mail').waitFor();
  await expect
    .poll(
      () => mailsTo(email).filter((mail) => mail.subject === `Votre dossier ${reference}`).length,
      { timeout: 15_000 },
    )
    .toBe(1);
  await page.reload();
  await entry.getByText('Sent', { exact: true }).waitFor();
  expect(mailsTo(email).find((mail) => mail.subject.startsWith('Votre dossier'))!.text).toContain(
    'Bonjour Ana,',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Archived, the template is no longer offered.
  await page.goto('/settings/email-templates');
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  await expect.poll(() => page.getByRole('listitem').filter({ hasText: name }).count()).toBe(0);
  await page.getByLabel('Show').selectOption('archived');
  await page.getByRole('button', { name: `Restore ${name}` }).waitFor();
  await context.close();
});

const SHOTS = '.tmp/shots';
const noSidewaysScroll = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth;

/** A lead in Chinese and a template whose Chinese text fills the screens (made once). */
let fixture: Promise<{ id: string; name: string }> | undefined;
async function shotsFixture() {
  const setup = await (await newContext(browser)).newPage();
  await signIn(setup, 'mailAdmin');
  const reference = await apply(setup, { first_name: '伟', last_name: '王' }, 'zh-CN');
  const id = await leadId(setup, reference);
  const name = `补充材料 ${Date.now()}`;
  const created = await setup.request.post('/api/mail-templates', {
    headers: await apiHeaders(setup),
    data: {
      name,
      content: Object.fromEntries(
        SUPPORTED_LOCALES.map((locale) => [
          locale,
          locale === 'zh-CN'
            ? {
                subject: '关于您的申请 {{reference}}',
                body: '{{applicant_name}}，您好：\n\n我们还需要以下材料：\n\n- 最近三个月的**银行对账单**\n- 营业执照\n\n{{admin_name}}\n{{firm_name}}',
              }
            : {
                subject: 'Your application {{reference}}',
                body: 'Dear {{first_name}},\n\nWe need **two** more statements.',
              },
        ]),
      ),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await setup.context().close();
  return { id, name };
}

const SHOT_RUNS = [
  { width: 1280, height: 900, colorScheme: 'light', language: 'zh-CN' },
  { width: 1280, height: 900, colorScheme: 'dark', language: 'zh-CN' },
  { width: 390, height: 844, colorScheme: 'light', language: 'zh-CN' },
  { width: 390, height: 844, colorScheme: 'dark', language: 'zh-CN' },
  { width: 1280, height: 900, colorScheme: 'light', language: 'en' },
  { width: 390, height: 844, colorScheme: 'dark', language: 'en' },
] as const;

it.each(SHOT_RUNS)(
  'screenshots: templates, template dialog, compose and preview at $width px, $colorScheme, in $language',
  async ({ width, height, colorScheme, language }) => {
    mkdirSync(SHOTS, { recursive: true });
    fixture ??= shotsFixture();
    const { id, name } = await fixture;
    const shot = async (page: Page, what: string) => {
      await page.screenshot({
        path: `${SHOTS}/applicant-mail-${what}-${language}-${width}-${colorScheme}.png`,
        // A dialog is fixed to the viewport: the viewport shows it as a person sees it.
        fullPage: what === 'templates',
      });
      expect(await page.evaluate(noSidewaysScroll), what).toBe(true);
      expect(await seriousAxeViolations(page), what).toEqual([]);
    };
    const context = await newContext(browser, { viewport: { width, height }, colorScheme });
    const page = await context.newPage();
    await signIn(page, 'mailAdmin');
    await context.addCookies([{ name: 'locale', value: language, url: baseUrl() }]);
    await page.goto('/settings/email-templates');
    const item = page.getByRole('listitem').filter({ hasText: name });
    await item.waitFor();
    await shot(page, 'templates');
    await item.getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'template-dialog');

    await page.goto(`/lead/${id}`);
    const open = language === 'en' ? 'E-mail the applicant' : '给申请人发邮件';
    await page.getByRole('button', { name: open }).click();
    const compose = page.getByRole('dialog');
    await compose.waitFor();
    await compose.getByRole('combobox').first().selectOption({ label: name });
    await shot(page, 'compose');
    await compose.getByRole('button', { name: language === 'en' ? 'Preview' : '预览' }).click();
    await compose.frameLocator('iframe').getByText('我们还需要以下材料').waitFor();
    await shot(page, 'preview');
    await context.close();
  },
);
