// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { useAuditFieldLabel } from './audit-format';
import { useAuditValue } from './audit-values';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: messages.en }, fr: { translation: messages.fr } },
  });
});

// Issue 30: the audit list names the fields and values of settlements, commissions and the
// second factor in words, never as stored keys.
describe('audit values of settlements, commissions and the second factor', () => {
  it('names their fields in the reader’s language', async () => {
    await i18next.changeLanguage('fr');
    const label = renderHook(() => useAuditFieldLabel()).result.current;
    expect(['settled_on', 'lender', 'reason', 'two_factor_enabled'].map(label)).toEqual([
      'Date de financement',
      'Prêteur',
      'Motif',
      'Connexion en deux étapes',
    ]);
    expect(label('two_factor_required_for_admins')).toBe(
      'Exiger la connexion en deux étapes pour les administrateurs',
    );
  });

  it('words a lead’s stage and a commission’s state', async () => {
    await i18next.changeLanguage('en');
    const value = renderHook(() => useAuditValue()).result.current;
    expect(value('status', 'approved')).toBe('Approved');
    expect(value('status', 'settled')).toBe('Settled');
    expect(value('status', 'cancelled')).toBe('Cancelled');
    expect(value('status', 'suspended')).toBe('Suspended');
  });
});
