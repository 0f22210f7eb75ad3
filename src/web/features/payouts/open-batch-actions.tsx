import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketDay } from '../../../shared/dates/format-date';
import type { TPayoutBatch } from '../../../shared/payouts/payouts.contract';
import { PAYOUTS_ENDPOINTS as E } from '../../../shared/payouts/payouts.endpoints';
import { Button } from '../../components/button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';

/** An open batch's two ends: marked paid with the bank's date and reference, or cancelled. */
export function OpenBatchActions({ batch }: { batch: TPayoutBatch }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [paidOn, setPaidOn] = useState(() => marketDay(batch.market));
  const [reference, setReference] = useState('');
  const done = (answer: { message: string }) => {
    showToast('success', answer.message);
    void client.invalidateQueries({ queryKey: ['payouts'] });
    void client.invalidateQueries({ queryKey: ['statements'] });
  };
  const markPaid = useMutation({
    mutationFn: () =>
      callApi(
        E.paid,
        { params: { id: batch.id }, body: { paid_on: paidOn, bank_reference: reference } },
        { handled: [409, 422] },
      ),
    onSuccess: done,
    onError: (error) => toastFailure(error),
  });
  const cancel = useMutation({
    mutationFn: () => callApi(E.cancel, { params: { id: batch.id } }, { handled: [409] }),
    onSuccess: done,
    onError: (error) => toastFailure(error),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        markPaid.mutate();
      }}
    >
      <TextField
        label={t('payouts.paid_on')}
        type="date"
        required
        value={paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <TextField
        label={t('payouts.bank_reference')}
        required
        maxLength={60}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <Button type="submit" disabled={markPaid.isPending}>
        {t('payouts.mark_paid')}
      </Button>
      <Button
        type="button"
        variant="danger"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate()}
      >
        {t('payouts.cancel')}
      </Button>
    </form>
  );
}
