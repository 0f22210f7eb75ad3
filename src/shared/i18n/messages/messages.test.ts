import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locales';
import { messages } from './index';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * Values that are rightly the same as in English: words the language borrows or shares, and
 * texts made only of placeholders. Keep it short; everything else must be translated.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: [
    // `{{filter}}: {{value}}`: a chip's wording has no word to translate.
    'lists.chip',
    'dialog.deny',
    'nav.footer',
    'markets.AU',
    'lead-list.col_business_number',
    'deal-room.terms.rate_type.variable',
    'deal-room.terms.repayment_value',
    'lead.event.document_reviewed',
    'options-admin.rate_variable',
    'audit.no',
    'settings-admin.general_title',
    'full-application.no',
    'full-application.director_n',
    // "Webhooks" is the word Spanish, French and Brazilian developers use; "ms" is universal.
    'webhooks.title',
    'webhooks.response_ms',
    'audit.entities.webhook_endpoint',
    // Issue 35: GST and PDF are the names in use; Total, Type, Commission, Actions the same word.
    'statements.gst',
    'statements.total',
    'statements.download',
  ],
  fr: [
    'dialog.confirm',
    'nav.footer',
    'nav.options',
    'pages.options.title',
    'errors.wait.minutes_one',
    'errors.wait.minutes_other',
    'lead-list.col_email',
    'lead-list.col_business_number',
    'deal-room.terms.rate_type.variable',
    'deal-room.terms.repayment_value',
    'deal-room.terms.conditions',
    // "Commissions" is the French word too.
    'nav.commissions',
    'commissions.title',
    'commissions.totals.list_link',
    'commissions.kind_commission',
    'audit.entities.commission',
    'options-admin.active',
    'options-admin.rate_variable',
    'full-application.field.email',
    'webhooks.title',
    'audit.entities.webhook_endpoint',
    // Issue 35: GST and PDF are the names in use; Total, Type, Commission, Actions the same word.
    'statements.kind_label',
    'statements.total',
    'statements.download',
    'statements.pdf.commission',
    // Decision 0094: the ATO and IRD name the tax GST in every language, never "TPS".
    'statements.gst',
  ],
  'pt-BR': [
    'lists.chip',
    'dialog.confirm',
    // "Lead" is the term fixed for Brazilian Portuguese (the global search's group).
    'search.leads',
    // The due-time e-mail's "Lead" label (decision 0083).
    'mail-tasks.due.lead',
    // The same label in the reversed-settlement e-mail (issue 42 item 3).
    'mail-notices.settlement_reversed.lead',
    'nav.footer',
    'account.email',
    'signin.email',
    'lead-list.status',
    'lead-list.col_email',
    'lead-list.col_business_number',
    'deal-room.terms.repayment_value',
    'lead.event.document_reviewed',
    'commissions.status_filter',
    'commissions.col_lead',
    'commissions.col_status',
    'full-application.field.email',
    // Brazilian CRMs say "lead", as the English does.
    'nav.leads_au',
    'nav.leads_nz',
    'audit.entities.lead',
    'webhooks.title',
    'webhooks.response_ms',
    'webhooks.status',
    'audit.entities.webhook_endpoint',
    // Issue 35: GST and PDF are the names in use; Total, Type, Commission, Actions the same word.
    'statements.gst',
    'statements.total',
    'statements.download',
  ],
  'zh-CN': [
    'nav.footer',
    'lead-list.col_business_number',
    // Issue 35: GST and PDF are the names in use in Chinese too.
    'statements.gst',
    'statements.download',
  ],
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(messages.en as unknown as Tree);
const others = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

describe.each(others)('messages in %s', (locale) => {
  const translated = flatten(messages[locale] as unknown as Tree);

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translates every value except the short allow-list', () => {
    const allowed = SAME_AS_ENGLISH[locale] ?? [];
    const untranslated = [...english].filter(
      ([key, value]) => translated.get(key) === value && !allowed.includes(key),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps the same placeholders as English', () => {
    const mismatched = [...english].filter(
      ([key, value]) =>
        JSON.stringify(placeholders(value)) !==
        JSON.stringify(placeholders(translated.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('uses no allow-list entry that is not needed', () => {
    const stale = (SAME_AS_ENGLISH[locale] ?? []).filter(
      (key) => translated.get(key) !== english.get(key),
    );
    expect(stale).toEqual([]);
  });
});
