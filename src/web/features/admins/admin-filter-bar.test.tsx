// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { useListParams } from '../../lib/lists/use-list-params';
import { AdminFilterBar } from './admin-filter-bar';
import { ADMINS_CODEC } from './admin-list-params';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: messages.en } },
  });
});
// The bar holds the list's saved views menu (decision 0083): it reads the admin's views, none here.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [], default_view_id: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The bar wired to the address as the admins screen wires it, the address shown beside. */
function Harness() {
  const address = useListParams(ADMINS_CODEC);
  const location = useLocation();
  return (
    <>
      <AdminFilterBar
        params={address.params}
        onChange={(changes) => address.update(changes)}
        onSearch={(search) => address.update({ search }, { replace: true })}
      />
      <output data-testid="address">{location.search}</output>
    </>
  );
}
const open = (address: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <Harness />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const address = () => screen.getByTestId('address').textContent;

describe('the admins list address', () => {
  it('reads a copied address, and what it does not know as the defaults', () => {
    const read = (search: string) => ADMINS_CODEC.read(new URLSearchParams(search));
    expect(read('search=ada&status=invited&sort=created&limit=50')).toEqual({
      search: 'ada',
      status: 'invited',
      sort: 'created',
      limit: 50,
    });
    expect(read('status=gone&sort=password')).toEqual({
      search: '',
      status: undefined,
      sort: 'name',
      limit: 25,
    });
    // The defaults are left out: a plain list has a plain address.
    expect(ADMINS_CODEC.write(read('')).toString()).toBe('');
  });

  it('writes the status and sort as chosen, the search once typing pauses, and a chip removes its filter', async () => {
    const user = userEvent.setup();
    open('/settings/admins?page=2&cursor=abc');
    await user.selectOptions(screen.getByLabelText('Status'), 'Invited');
    expect(address()).toBe('?status=invited');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Newest first');
    expect(address()).toBe('?status=invited&sort=created');

    await user.type(screen.getByRole('searchbox', { name: 'Search admins' }), 'ada');
    // Nothing is written while typing; the whole word once it pauses.
    expect(address()).toBe('?status=invited&sort=created');
    await waitFor(() => expect(address()).toBe('?search=ada&status=invited&sort=created'));

    await user.click(screen.getByRole('button', { name: /Status: Invited/ }));
    expect(address()).toBe('?search=ada&sort=created');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });
});
