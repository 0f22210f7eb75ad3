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

describe('moving entries quickly', () => {
  const entry = (id: string, sort: number) => ({
    id,
    group: 'purpose' as const,
    value: id,
    labels: { en: `Entry ${id}` },
    data: null,
    sort,
    active: true,
    in_use: false,
    deletable: true,
  });

  it('saves one order at a time, so that the last move is the order kept', async () => {
    const sent: string[][] = [];
    const answers: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        sent.push((JSON.parse(String(init.body)) as { ids: string[] }).ids);
        return new Promise<Response>((resolve) => {
          answers.push(() =>
            resolve(
              new Response(JSON.stringify({ message: 'Order saved.' }), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
            ),
          );
        });
      }),
    );
    const client = new QueryClient();
    const reread = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <OptionGroupPanel
          group="purpose"
          groupName="Loan purposes"
          entries={[entry('a', 1), entry('b', 2), entry('c', 3)]}
          version={1}
          onAdd={vi.fn()}
          onEdit={vi.fn()}
        />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Move Entry a down/i }));
    await userEvent.click(screen.getByRole('button', { name: /Move Entry a down/i }));
    // The second order waits for the first answer.
    expect(sent).toEqual([['b', 'a', 'c']]);
    answers[0]!();
    await vi.waitFor(() =>
      expect(sent).toEqual([
        ['b', 'a', 'c'],
        ['b', 'c', 'a'],
      ]),
    );
    // The list is read again once, after the last order: not between, where it would show the
    // first order for a moment.
    expect(reread).not.toHaveBeenCalled();
    answers[1]!();
    await vi.waitFor(() => expect(reread).toHaveBeenCalledOnce());
    vi.unstubAllGlobals();
  });
});
