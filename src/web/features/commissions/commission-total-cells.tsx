import type { TCommissionTotals } from '../../../shared/commissions/commissions.contract';
import { useFormats } from '../../lib/preferences/use-formats';

/** One market's commission totals as a table row's cells: the market, pending, approved, paid. */
export function CommissionTotalCells({ row }: { row: TCommissionTotals }) {
  const formats = useFormats();
  return (
    <>
      <th scope="row" className="py-2">
        {row.market}
      </th>
      {([row.pending, row.approved, row.paid] as const).map((amount, index) => (
        <td key={index} className="text-right tabular-nums">
          {formats.money(amount, row.currency)}
        </td>
      ))}
    </>
  );
}
