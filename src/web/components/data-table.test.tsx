// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/i18n/messages';
import { showToast } from '../lib/feedback/toasts';
import { DataTable, type DataColumn, type SortState } from './data-table';
import { EmptyState } from './empty-state';
import { ToastHost } from './toast-host';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: messages.en } } });
});
afterEach(cleanup);

interface Lead {
  id: string;
  reference: string;
  amount: number;
}
const COLUMNS: DataColumn<Lead>[] = [
  { id: 'reference', header: 'Reference', cell: (lead) => lead.reference },
  { id: 'amount', header: 'Amount', cell: (lead) => `$${lead.amount}`, sortable: true },
];
const LEADS: Lead[] = [
  { id: 'a', reference: 'AU-2026-000001', amount: 5000 },
  { id: 'b', reference: 'AU-2026-000002', amount: 9000 },
];

function Harness({ data }: { data: Lead[] }) {
  const [sort, setSort] = useState<SortState>({ by: 'amount', direction: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <DataTable
        caption="Leads"
        columns={COLUMNS}
        data={data}
        getRowId={(lead) => lead.id}
        sort={sort}
        onSortChange={setSort}
        selection={{ selected, onChange: setSelected, rowLabel: (id) => `Select ${id}` }}
        empty={<EmptyState title="No leads yet" body="Share your link." />}
      />
      <output>{[...selected].join(',')}</output>
    </>
  );
}

describe('the data table', () => {
  it('renders the rows and announces and changes the sort order', async () => {
    render(<Harness data={LEADS} />);
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('AU-2026-000002')).toBeInTheDocument();
    const amount = screen.getByRole('columnheader', { name: /Amount/ });
    expect(amount).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(amount).getByRole('button'));
    expect(amount).toHaveAttribute('aria-sort', 'descending');
    // A column that is not sortable offers no button.
    expect(
      within(screen.getByRole('columnheader', { name: 'Reference' })).queryByRole('button'),
    ).toBeNull();
  });

  it('selects one row, then all rows, then none', async () => {
    render(<Harness data={LEADS} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select b' }));
    expect(document.querySelector('output')).toHaveTextContent('b');
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(all);
    expect(document.querySelector('output')).toHaveTextContent('a,b');
    await userEvent.click(all);
    expect(document.querySelector('output')).toHaveTextContent('');
  });

  it('shows the empty state instead of an empty table', () => {
    render(<Harness data={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No leads yet')).toBeInTheDocument();
    expect(screen.getByText('Share your link.')).toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('are announced in a polite live region and can be dismissed', async () => {
    render(<ToastHost />);
    const region = document.querySelector('[aria-live="polite"]');
    act(() => showToast('success', 'Link copied'));
    expect(region).toHaveTextContent('Link copied');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(region).not.toHaveTextContent('Link copied');
  });
});
