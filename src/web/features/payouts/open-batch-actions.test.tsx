// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import type { TPayoutBatch } from '../../../shared/payouts/payouts.contract';
import { OpenBatchActions } from './open-batch-actions';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const batch = (market: TPayoutBatch['market']): TPayoutBatch => ({
  id: '00000000-0000-4000-8000-000000000001',
  market,
  currency: market === 'AU' ? 'AUD' : 'NZD',
  status: 'open',
  total_cents: 100_00,
  statement_count: 1,
  created_at: '2026-11-27T00:00:00.000Z',
  paid_on: null,
  bank_reference: null,
  cancelled_at: null,
});

// Issue 42 item 1: at 14:30 UTC on 28 November it is already the 29th in Sydney and Auckland.
describe('an open payout batch', () => {
  it('offers today on the batch market’s clock as the day it was paid', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T14:30:00Z'));
    for (const market of ['AU', 'NZ'] as const) {
      render(
        <QueryClientProvider client={new QueryClient()}>
          <OpenBatchActions batch={batch(market)} />
        </QueryClientProvider>,
      );
      expect(screen.getByLabelText(/Paid on/)).toHaveValue('2026-11-29');
      cleanup();
    }
  });
});
