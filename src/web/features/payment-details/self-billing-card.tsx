import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_DETAILS_ENDPOINTS as E } from '../../../shared/payment-details/payment-details.endpoints';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { showAlert } from '../../lib/feedback/alerts';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';

const KEY = ['self-billing'];

/**
 * The self-billing agreement (issue 35 item 2): its state, the text to agree to in the partner's
 * language (sent back as read, so the record is what was shown), and withdrawal.
 */
export function SelfBillingCard() {
  const { t } = useTranslation();
  const formats = useFormats();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => callApi(E.selfBilling, {}) });
  const change = useMutation({
    mutationFn: (action: 'agree' | 'withdraw') =>
      action === 'agree'
        ? callApi(E.agreeSelfBilling, {
            body: { language: query.data!.language, text: query.data!.text },
          })
        : callApi(E.withdrawSelfBilling, {}),
    onSuccess: (answer, action) => {
      client.setQueryData(KEY, answer);
      showToast(
        'success',
        t(
          action === 'agree'
            ? 'payment-details.self_billing.agreed_done'
            : 'payment-details.self_billing.withdrawn_done',
        ),
      );
    },
    onError: async (error) => {
      toastFailure(error);
      await client.invalidateQueries({ queryKey: KEY });
    },
  });
  const withdraw = async () => {
    const ok = await showAlert({
      tone: 'warning',
      title: t('payment-details.self_billing.withdraw_title'),
      text: t('payment-details.self_billing.withdraw_text'),
      confirmLabel: t('payment-details.self_billing.withdraw'),
      cancelLabel: t('payment-details.self_billing.cancel'),
    });
    if (ok) change.mutate('withdraw');
  };

  const data = query.data;
  const inForce = data?.agreement && !data.agreement.withdrawn_at ? data.agreement : null;
  return (
    <Card
      title={t('payment-details.self_billing.title')}
      actions={
        inForce ? (
          <Badge tone="success">
            {t('payment-details.self_billing.agreed', { date: formats.date(inForce.agreed_at) })}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('payment-details.self_billing.not_agreed')}</Badge>
        )
      }
    >
      <p>{t('payment-details.self_billing.intro')}</p>
      <QueryStatus query={query} failed={t('payment-details.load_failed')} />
      {data?.agreement?.withdrawn_at && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('payment-details.self_billing.withdrawn', {
            date: formats.date(data.agreement.withdrawn_at),
          })}
        </p>
      )}
      {data && (
        <>
          <h3 className="font-semibold">
            {inForce
              ? t('payment-details.self_billing.agreed_text')
              : t('payment-details.self_billing.text_label')}
          </h3>
          {/* The legal text as recorded: plain paragraphs, scrollable, reachable by keyboard. */}
          <div
            tabIndex={0}
            lang={inForce?.language ?? data.language}
            aria-label={t('payment-details.self_billing.text_label')}
            className="max-h-80 overflow-y-auto rounded border border-slate-200 p-3 text-sm whitespace-pre-line dark:border-slate-600"
          >
            {inForce?.text ?? data.text}
          </div>
          <div>
            {inForce ? (
              <Button
                variant="secondary"
                disabled={change.isPending}
                onClick={() => void withdraw()}
              >
                {t('payment-details.self_billing.withdraw')}
              </Button>
            ) : (
              <Button disabled={change.isPending} onClick={() => change.mutate('agree')}>
                {t('payment-details.self_billing.agree')}
              </Button>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
