// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TListView } from '../../../../shared/list-views/list-views.contract';
import { messages } from '../../../../shared/i18n/messages';
import type { ListCodec } from '../use-list-params';
import { ListViewsMenu } from './list-views-menu';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A list that reads a status among two and a sort: `source` is none of its keys. */
const CODEC: ListCodec<{ status: string; sort: string }> = {
  read: (search) => ({
    status: ['new', 'settled'].includes(search.get('status') ?? '') ? search.get('status')! : '',
    sort: search.get('sort') === 'amount' ? 'amount' : 'created',
  }),
  write: ({ status, sort }) => {
    const search = new URLSearchParams();
    if (status) search.set('status', status);
    if (sort !== 'created') search.set('sort', sort);
    return search;
  },
};

const view = (overrides: Partial<TListView>): TListView => ({
  id: '11111111-1111-4111-8111-111111111111',
  list: 'leads-au',
  name: 'Settled by amount',
  params: { status: 'settled', sort: 'amount' },
  hidden_columns: ['partner'],
  shared: false,
  owner: { id: 'me', name: 'Alice Admin' },
  mine: true,
  updated_at: '2026-11-26T00:00:00.000Z',
  ...overrides,
});

/** The server as the menu meets it: its list answer, and each request it was sent. */
function serve(views: TListView[], defaultId: string | null = null) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer =
        method === 'GET'
          ? { data: views, default_view_id: defaultId }
          : method === 'POST'
            ? { view: view({ id: '22222222-2222-4222-8222-222222222222', name: 'Mine' }) }
            : { id: views[0]?.id };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function open(address: string, replace = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <ListViewsMenu
          list="leads-au"
          codec={CODEC}
          columns={{ hidden: new Set(['amount']), replace }}
        />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { address: () => screen.getByTestId('address').textContent, replace };
}

describe('the Views menu of a list', () => {
  it('opens a bare list on the admin’s default view, with its columns, and says which view is in use', async () => {
    const settled = view({});
    serve([settled], settled.id);
    const { address, replace } = open('/leads');
    await vi.waitFor(() => expect(address()).toBe('?status=settled&sort=amount'));
    expect(replace).toHaveBeenCalledWith(['partner']);
    expect(screen.getByText('View: Settled by amount')).toBeVisible();
  });

  it('leaves a list opened with filters as it is, default or not', async () => {
    const settled = view({});
    const sent = serve([settled], settled.id);
    const { address } = open('/leads?status=new');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(address()).toBe('?status=new');
  });

  it('saves the current filters and hidden columns as a new view, shared if asked', async () => {
    const sent = serve([]);
    open('/leads?status=new&page=2&cursor=abc');
    await userEvent.click(screen.getByText('Views'));
    expect(await screen.findByText('No saved views for this list yet.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'New ones');
    await userEvent.click(screen.getByLabelText('Share with the other admins'));
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    await vi.waitFor(() => expect(sent.map((call) => call.method)).toContain('POST'));
    expect(sent.find((call) => call.method === 'POST')!.body).toEqual({
      list: 'leads-au',
      name: 'New ones',
      shared: true,
      params: { status: 'new' },
      hidden_columns: ['amount'],
    });
  });

  it('offers to change one’s own view, and only to copy another admin’s shared one', async () => {
    const mine = view({});
    const theirs = view({
      id: '33333333-3333-4333-8333-333333333333',
      name: 'Bob’s pipeline',
      mine: false,
      shared: true,
      owner: { id: 'bob', name: 'Bob Admin' },
      params: { status: 'new' },
    });
    const sent = serve([mine, theirs]);
    const { address } = open('/leads');
    await userEvent.click(screen.getByText('Views'));
    expect(await screen.findByText('Shared by Bob Admin')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Bob’s pipeline' }));
    expect(address()).toBe('?status=new');
    expect(screen.getByRole('button', { name: 'Copy to my views' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Settled by amount' }));
    expect(address()).toBe('?status=settled&sort=amount');
    expect(screen.getByRole('button', { name: 'Rename' })).toBeVisible();
    // Deleting asks a second, explicit press.
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete “Settled by amount” for good' }),
    );
    await vi.waitFor(() =>
      expect(sent.find((call) => call.method === 'DELETE')?.url).toContain(mine.id),
    );
  });

  it('shows a filter the list no longer applies, and removes it from the address', async () => {
    serve([]);
    const { address } = open('/leads?status=new&source=carrier_pigeon');
    const stale = screen.getByRole('list', {
      name: 'Filters of this address that no longer apply',
    });
    const chip = within(stale).getByRole('button', {
      name: 'Remove source: carrier_pigeon, which no longer applies',
    });
    await userEvent.click(chip);
    expect(address()).toBe('?status=new');
    expect(
      screen.queryByRole('list', { name: 'Filters of this address that no longer apply' }),
    ).toBeNull();
  });
});
