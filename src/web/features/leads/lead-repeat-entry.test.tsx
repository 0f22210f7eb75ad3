// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { useFieldValue } from './lead-repeat-entry';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: messages.en } },
  });
});

// Only what the formatter reads: the lead's currency and the form's choices.
const detail = {
  lead: { currency: 'AUD' },
  choices: { industries: [], purposes: [], time_trading: [] },
} as unknown as TLeadDetailResponse;

// Issue 42, item 5: a repeat application's differing answers read as a person writes them.
describe('a repeat application’s answers', () => {
  it('names a state or region and writes a mobile as its country does', () => {
    const shown = renderHook(() => useFieldValue(detail)).result.current;
    expect(shown('region', 'VIC')).toBe('Victoria');
    expect(shown('region', 'NZ-AUK')).toBe('Auckland');
    expect(shown('mobile', '+61413111222')).toBe('0413 111 222');
    expect(shown('mobile', '+64211234567')).toBe('021 123 4567');
  });
});
