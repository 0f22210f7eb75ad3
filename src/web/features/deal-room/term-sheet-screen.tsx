import { MarketClock } from '../../lib/preferences/market-clock';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TERM_SHEET_ENDPOINTS } from '../../../shared/deal-room/term-sheet.endpoints';
import { Button } from '../../components/button';
import { callApi } from '../../lib/http/api';
import { GuestLinkUnavailable } from './guest-link-unavailable';
import { TermSheetAnswer } from './term-sheet-answer';
import { TermSheetTerms } from './term-sheet-terms';
import { useGuestLinkData } from './use-guest-link-data';
import { PageLoading } from '../../components/page-loading';

/**
 * /term-sheet/:id: the applicant's term sheet, printable (print to PDF gives a tidy page), to
 * accept by typing their name, or to decline with a reason.
 */
export function TermSheetScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useGuestLinkData(id, () =>
    callApi(TERM_SHEET_ENDPOINTS.guestRead, { params: { token: id } }, { handled: [404] }),
  );

  if (query.isPending) return <PageLoading text={t('nav.loading')} />;
  if (query.isError || !query.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('errors.unavailable')}</p>
        <Button variant="secondary" onClick={query.refetch}>
          {t('apply-form.retry')}
        </Button>
      </div>
    );
  }
  if (query.data.unavailable) return <GuestLinkUnavailable />;

  const { context, term_sheet: sheet } = query.data.data;
  return (
    <MarketClock market={context.market}>
      <article className="flex max-w-3xl flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{t('pages.term_sheet.title')}</h1>
          <p className="text-slate-700 dark:text-slate-200 print:text-black">
            {t('deal-room.term_sheet.for', {
              name: context.business_name ?? context.first_name,
              reference: context.reference,
            })}
          </p>
        </header>
        {sheet.status === 'draft' ? (
          <p role="status">{t('deal-room.term_sheet.being_revised')}</p>
        ) : (
          <>
            <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-800 print:border-0 print:p-0">
              <TermSheetTerms sheet={sheet} />
            </section>
            <div className="print:hidden">
              <Button variant="secondary" onClick={() => window.print()}>
                {t('deal-room.term_sheet.print')}
              </Button>
            </div>
            <TermSheetAnswer token={id} sheet={sheet} onAnswered={query.refetch} />
          </>
        )}
      </article>
    </MarketClock>
  );
}
