// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { OptionGroupPanel } from './option-group-panel';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(cleanup);

describe('an option list without entries', () => {
  // Every list ships seeded, so no browser test meets an empty one: an admin who deleted the
  // last entry does.
  it('says what the list is for and offers to add the first entry', async () => {
    const onAdd = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OptionGroupPanel
          group="purpose"
          groupName="Loan purposes"
          entries={[]}
          version={1}
          onAdd={onAdd}
          onEdit={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText(messages.en['options-admin'].empty_body)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /add/i }));
    expect(onAdd).toHaveBeenCalledOnce();
  });
});
