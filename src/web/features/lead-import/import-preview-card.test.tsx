// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TImportBatch } from '../../../shared/lead-import/lead-import.contract';
import { messages } from '../../../shared/i18n/messages';
import { ImportPreviewCard } from './import-preview-card';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the import preview', () => {
  // A file of many columns scrolls sideways: someone on a keyboard reaches the scrolling box
  // with Tab and scrolls it with the arrow keys.
  it('puts its scrolling table in a named region that takes keyboard focus', async () => {
    const preview = { rows: [{ row_number: 2, cells: ['Ana', 'Brontë'], errors: {} }], total: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(preview), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const batch = { id: crypto.randomUUID(), headers: ['First', 'Last'] } as TImportBatch;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ImportPreviewCard batch={batch} />
      </QueryClientProvider>,
    );
    const region = await screen.findByRole('region', {
      name: messages.en['lead-import'].preview_table,
    });
    expect(region).toContainElement(screen.getByRole('table'));
    await userEvent.tab();
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
