// @vitest-environment jsdom
import { cleanup, render, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_FIELDS,
  AUDIT_REFERENCE_FIELDS,
  type AuditField,
} from '../../../shared/audit/audit-kinds';
import type { TAuditEvent } from '../../../shared/audit/audit.contract';
import { SUPPORTED_LOCALES as LOCALES } from '../../../shared/i18n/locales';
import { messages } from '../../../shared/i18n/messages';
import { AuditChanges } from './audit-changes';
import { useActionLabel, useAuditFieldLabel } from './audit-format';

/**
 * Issue 42, item 5: no internal word on a screen. Every audit action, entity and field of the
 * shared lists, in every language, through the formatter and the component the audit list and
 * the partner history use: nothing a reader sees may be a stored key, an id or a machine time.
 */
const INTERNAL_WORDS: [string, RegExp][] = [
  ['UUID', /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i],
  ['ISO timestamp', /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
  ['snake_case', /\b[a-z]+(?:_[a-z]+)+\b/],
  // A web address is not a key: `hooks.example.com/lendref` is what the admin typed.
  ['dotted key', /(?<![/\w.])[a-z]+(?:\.[a-z_]+){2,}(?![\w/.])|\b[a-z]+\.[a-z]*_[a-z_]*\b/],
  ['camelCase key', /\b[a-z]+[A-Z][a-zA-Z]+\b/],
  ['E.164 phone', /\+\d{9,}/],
  ['empty before', /\(empty\)\s*→/],
];

const internalWordsIn = (text: string) =>
  INTERNAL_WORDS.flatMap(([name, pattern]) => {
    const found = pattern.exec(text);
    return found ? [`${name} "${found[0]}" in ${text.slice(0, 80)}`] : [];
  });

/** Each text node apart, as a reader sees them (textContent runs "Phone" into "0413..."). */
function visibleText(root: Node): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' | ');
}

const ID = '9c39f0a2-5b1e-4c3d-8e7f-0a1b2c3d4e5f';

/** A value of each field as the server stores it: ids, instants, codes and keys. */
const SAMPLE: Record<AuditField, unknown> = {
  company: 'Shah Accounting',
  phone: '+61413111222',
  market: 'AU',
  business_number: '51824753556',
  status: 'suspended',
  name: 'Ivy Chen',
  email: 'ivy@example.com',
  role: 'admin',
  disabled: true,
  colleagues_see: 'own',
  language: 'fr',
  user_id: ID,
  commission_type: 'rate',
  commission_value: 150,
  show_commissions: true,
  reference: 'AU-2026-000123',
  amount: 75_000,
  currency: 'AUD',
  lender: 'Westpac',
  settled_on: '2026-11-28',
  reason: 'Duplicate application',
  reverses: ID,
  group: 'Industry',
  value: 'Construction',
  labels: { en: 'Construction', fr: 'Bâtiment' },
  data: { min: 5000, max: 500_000, markets: ['AU', 'NZ'] },
  sort: 3,
  active: false,
  order: 2,
  min: 5000,
  max: 500_000,
  markets: ['AU', 'NZ'],
  interest_rate_type: 'variable',
  interest_rate: 12.5,
  term_months: 24,
  repayment_frequency: 'fortnightly',
  establishment_fee: 990,
  two_factor_enabled: true,
  recovery_codes_left: 7,
  passkey: 'Work laptop',
  remembered_device: 'Firefox on Windows',
  legal_name: 'Shah Accounting Pty Ltd',
  gst_registered: true,
  gst_number: '123456789',
  account_name: 'Shah Accounting',
  bank_account: '•••• 4321',
  payout_hold_until: '2026-12-05T18:43:49.787Z',
  note: 'Called the partner',
  agreement_id: ID,
  version: 4,
  length: 5120,
  ids: [ID, ID],
  email_id: ID,
  template_id: ID,
  recipient: 'owner@example.com',
  locale: 'zh-CN',
  subject: 'Your application',
  content: 'Hello',
  archived: true,
  merged: 'AU-2026-000124',
  first_name: 'Ivy',
  last_name: 'Chen',
  mobile: '+64211234567',
  business_name: 'Harbour Cafe',
  business_structure: 'Company',
  industry: 'Hospitality',
  time_trading: '2 to 5 years',
  annual_revenue: 900_000,
  purpose: 'Equipment',
  region: 'VIC',
  file_name: 'book.csv',
  rows: 120,
  created: 100,
  matched: 15,
  refused: 5,
  references: ['AU-2026-000125', 'NZ-2026-000009'],
  months: 84,
  count: 2,
  prefix: 'lr_live_ab12',
  scopes: ['leads:write', 'leads:read'],
  revoked_at: '2026-11-28T18:58:38.989Z',
  partner_id: ID,
  url: 'https://hooks.example.com/lendref',
  events: ['lead.created', 'lead.stage_changed'],
  enabled: true,
  total_cents: 1_234_500,
  statements: ['AU-STM-000042'],
  file: 'payouts.aba',
  payments: 3,
  paid_on: '2026-11-30',
  bank_reference: 'Batch 7',
  commissions: 4,
  period: '2026-11',
  cutoff: '2026-11-28T13:00:00.000Z',
  numbers: [42, 45],
  accounts: {
    'AU-STM-000042': { partner: 'Shah Accounting', account: '•••• 4321', account_version: 2 },
  },
  step: 'export',
  changed_since_file: true,
  partner: 'Shah Accounting',
  changed_by: 'referral',
};

/** An action's row as stored: every field, before empty (a creation) and changed (an edit). */
function rows(action: string): TAuditEvent[] {
  const [prefix] = action.split('.');
  const entity = AUDIT_ENTITY_TYPES.find((type) => type === prefix) ?? 'partner';
  const changed = Object.fromEntries(
    Object.entries(SAMPLE).map(([field, value]) => [
      field,
      typeof value === 'boolean' ? !value : value,
    ]),
  );
  const base = { id: ID, action, entity_type: entity, entity_id: ID, actor: null };
  return [
    { ...base, before: null, after: SAMPLE, created_at: '2026-11-28T18:58:38.989Z' },
    {
      ...base,
      before: { ...changed, phone: '+61400000000', region: 'NSW', revoked_at: null },
      after: SAMPLE,
      created_at: '2026-11-28T18:58:38.989Z',
    },
  ];
}

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    // No fallback: a word missing in one language shows as its key, which the walk finds.
    fallbackLng: false,
    resources: Object.fromEntries(
      LOCALES.map((locale) => [locale, { translation: messages[locale] }]),
    ),
  });
});
afterEach(cleanup);

describe.each(LOCALES)('the audit list and partner history in %s', (locale) => {
  it('names every action, entity and field in words', async () => {
    await i18next.changeLanguage(locale);
    const action = renderHook(() => useActionLabel()).result.current;
    const field = renderHook(() => useAuditFieldLabel()).result.current;
    const words = [
      ...AUDIT_ACTIONS.map((name) => action(name)),
      ...AUDIT_ENTITY_TYPES.map((type) => i18next.t(`audit.entities.${type}`)),
      ...AUDIT_FIELDS.filter((name) => !AUDIT_REFERENCE_FIELDS.includes(name)).map(
        (name) => field(name) ?? `unlabelled ${name}`,
      ),
    ];
    expect(words.flatMap(internalWordsIn)).toEqual([]);
    expect(words.filter((word) => word === i18next.t('audit.other_action'))).toEqual([]);
  });

  it('shows every action’s values as a person reads them', async () => {
    await i18next.changeLanguage(locale);
    const found = AUDIT_ACTIONS.flatMap((action) => {
      const { container, unmount } = render(
        <>
          {rows(action).map((event, index) => (
            <AuditChanges key={index} event={event} />
          ))}
        </>,
      );
      const text = visibleText(container);
      unmount();
      return internalWordsIn(text).map((problem) => `${action}: ${problem}`);
    });
    expect([...new Set(found.map((problem) => problem.replace(/^[^:]+: /, '')))]).toEqual([]);
  }, 30_000);
});
