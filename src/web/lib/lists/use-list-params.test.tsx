// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams, type ListCodec } from './use-list-params';

afterEach(cleanup);

interface Params {
  status: string;
  sort: 'created' | 'company';
}
const CODEC: ListCodec<Params> = {
  read: (search) => ({
    status: search.get('status') ?? '',
    sort: search.get('sort') === 'company' ? 'company' : 'created',
  }),
  write: (params) => {
    const search = new URLSearchParams();
    if (params.status) search.set('status', params.status);
    if (params.sort !== 'created') search.set('sort', params.sort);
    return search;
  },
};

/** The hook on a router opened at `address`, with the address and Back beside it. */
function open(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListParams(CODEC, ['view']),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  ).result;
}

describe('useListParams', () => {
  it('reads filters, sort and page from a copied address: page 2 opens on page 2', () => {
    const result = open('/partners?status=active&sort=company&page=2&cursor=abc');
    expect(result.current.list.params).toEqual({ status: 'active', sort: 'company' });
    expect(result.current.list.page).toEqual({ number: 2, cursor: 'abc' });
    expect(result.current.list.filtersKey).toBe('status=active&sort=company');
  });

  it('reads a page number without its cursor as the first page', () => {
    expect(open('/partners?page=3').current.list.page).toEqual({ number: 1, cursor: undefined });
  });

  it('writes a filter or sort change to the address, back on page 1, keeping the kept keys', () => {
    const result = open('/leads?view=board&page=2&cursor=abc');
    act(() => result.current.list.update({ status: 'new', sort: 'company' }));
    expect(result.current.location.search).toBe('?status=new&sort=company&view=board');
    expect(result.current.list.page.number).toBe(1);
  });

  it('goes forward with the next cursor and Previous returns through the pages seen', () => {
    const result = open('/partners?status=active');
    act(() => result.current.list.next('c2'));
    act(() => result.current.list.next('c3'));
    expect(result.current.location.search).toBe('?status=active&page=3&cursor=c3');
    act(() => result.current.list.previous());
    expect(result.current.list.page).toEqual({ number: 2, cursor: 'c2' });
    act(() => result.current.list.previous());
    expect(result.current.location.search).toBe('?status=active');
  });

  it('lets the browser’s Back return to the page before', () => {
    const result = open('/partners?status=active');
    act(() => result.current.list.next('c2'));
    act(() => result.current.list.update({ status: 'pending' }));
    act(() => void result.current.navigate(-1));
    expect(result.current.list.page).toEqual({ number: 2, cursor: 'c2' });
    expect(result.current.list.params.status).toBe('active');
    act(() => void result.current.navigate(-1));
    expect(result.current.list.page.number).toBe(1);
  });

  it('goes from a page opened by a link straight to the first page on Previous', () => {
    const result = open('/partners?page=4&cursor=c4');
    act(() => result.current.list.previous());
    expect(result.current.location.search).toBe('');
  });

  it('types a search in place: Back skips the keystrokes', () => {
    const result = open('/partners');
    act(() => result.current.list.update({ status: 'a' }));
    act(() => result.current.list.update({ status: 'ab' }, { replace: true }));
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
  });
});
