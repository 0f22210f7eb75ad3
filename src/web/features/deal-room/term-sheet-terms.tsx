import { useTranslation } from 'react-i18next';
import type { TTermSheet } from '../../../shared/deal-room/term-sheet.contract';
import { useFormats } from '../../lib/preferences/use-formats';

/**
 * The terms as the applicant reads them (and the admin once they are final): one definition
 * list, in the reader's language and the lead's currency. Also what the printed page shows.
 */
export function TermSheetTerms({ sheet }: { sheet: TTermSheet }) {
  const { t } = useTranslation();
  const { money, number, day } = useFormats();
  const rate = `${number(sheet.interest_rate)} % ${t(`deal-room.terms.rate_type.${sheet.interest_rate_type}`)}`;
  const rows: [string, string][] = [
    [t('deal-room.terms.facility_amount'), money(sheet.facility_amount, sheet.currency)],
    [t('deal-room.terms.interest_rate'), rate],
    [t('deal-room.terms.term'), t('deal-room.terms.months', { count: sheet.term_months })],
    [
      t('deal-room.terms.repayment'),
      t('deal-room.terms.repayment_value', {
        amount: money(sheet.repayment_amount, sheet.currency),
        frequency: t(`deal-room.terms.frequency.${sheet.repayment_frequency}`),
      }),
    ],
    [t('deal-room.terms.establishment_fee'), money(sheet.establishment_fee, sheet.currency)],
  ];
  const texts: [string, string][] = [
    [t('deal-room.terms.other_fees'), sheet.other_fees],
    [t('deal-room.terms.security'), sheet.security],
    [t('deal-room.terms.conditions'), sheet.conditions],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr] print:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300 print:text-black">
            {term}
          </dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
      {texts
        .filter(([, value]) => value.trim())
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300 print:text-black">
              {term}
            </dt>
            <dd className="break-words whitespace-pre-line">{value}</dd>
          </div>
        ))}
      <div className="contents">
        <dt className="font-medium text-slate-600 dark:text-slate-300 print:text-black">
          {t('deal-room.terms.expires_on')}
        </dt>
        <dd>{day(sheet.expires_on, 'long')}</dd>
      </div>
    </dl>
  );
}
