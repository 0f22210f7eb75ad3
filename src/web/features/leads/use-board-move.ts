import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadCard } from '../../../shared/leads/lead-board.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import type { Market } from '../../../shared/markets/markets';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import type { StatusChoice } from './lead-status-dialog';

/**
 * A move on the board, through the lead screen's endpoint with the card's version. The board
 * answers its own failures: a reason or a settlement figure refused stays in the dialog; a 409 (someone else moved or
 * changed the lead) closes it, says so and reloads the board to show the lead as it is now.
 */
export function useBoardMove(market: Market) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pending, setPending] = useState<{ card: TLeadCard; to: LeadStatus } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[] | undefined>>({});
  const reload = () => client.invalidateQueries({ queryKey: ['lead-board', market] });

  function start(card: TLeadCard, to: LeadStatus) {
    setError(null);
    setFieldErrors({});
    if (card.allowed_moves.includes(to)) setPending({ card, to });
    else
      showToast(
        'error',
        t('lead-board.move_refused', {
          reference: card.reference,
          status: t(`pipeline.status.${to}`),
        }),
      );
  }

  async function confirm(choice: StatusChoice) {
    if (!pending) return;
    const { card, to } = pending;
    setError(null);
    setFieldErrors({});
    try {
      await callApi(
        LEAD_DETAIL_ENDPOINTS.status,
        { params: { id: card.id }, body: { version: card.version, status: to, ...choice } },
        { silent: true },
      );
      setPending(null);
      showToast(
        'success',
        t('lead-board.moved', { reference: card.reference, status: t(`pipeline.status.${to}`) }),
      );
      await reload();
    } catch (failure) {
      const status = failure instanceof HttpError ? failure.status : 0;
      if (status === 409 || status === 404) {
        setPending(null);
        showToast('error', t('lead-board.conflict', { reference: card.reference }));
        await reload();
        return;
      }
      const body = failure instanceof HttpError ? failure.body : undefined;
      setFieldErrors(body?.errors ?? {});
      setError(body?.errors?.reason?.[0] ?? body?.message ?? t('errors.submit_refused'));
    }
  }

  return { pending, error, fieldErrors, start, confirm, cancel: () => setPending(null) };
}
