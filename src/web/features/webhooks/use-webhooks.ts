import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WEBHOOKS_ENDPOINTS as E } from '../../../shared/webhooks/webhooks.endpoints';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';

export const WEBHOOKS_KEY = ['webhooks'] as const;
/** How often an open delivery log with work in flight asks again. */
const LIVE_LOG_MS = 3000;
const deliveriesKey = (id: string) => ['webhooks', id, 'deliveries'] as const;

export function useWebhookEndpoints() {
  return useQuery({ queryKey: WEBHOOKS_KEY, queryFn: () => callApi(E.list, {}) });
}

export function useWebhookDeliveries(id: string) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => callApi(E.deliveries, { params: { id } }),
    // While something is queued or in flight the open log follows it; a settled log stays still.
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.status === 'pending' || row.status === 'sending')
        ? LIVE_LOG_MS
        : false,
  });
}

/**
 * The endpoint actions of the list, each announcing its outcome and refreshing the list. The
 * secret of a rotation goes to `onSecret`: it is shown once, never kept in the query cache.
 */
export function useWebhookActions(onSecret: (secret: string) => void) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  const onError = (error: unknown) => toastFailure(error);
  const setEnabled = useMutation({
    mutationFn: (input: { id: string; enabled: boolean }) =>
      callApi(E.update, { params: { id: input.id }, body: { enabled: input.enabled } }),
    onSuccess: async (_answer, input) => {
      showToast('success', t(input.enabled ? 'webhooks.turned_on' : 'webhooks.turned_off'));
      await refresh();
    },
    onError,
  });
  const rotate = useMutation({
    mutationFn: (id: string) => callApi(E.rotate, { params: { id } }),
    onSuccess: async (answer) => {
      onSecret(answer.secret);
      showToast('success', t('webhooks.rotated'));
      await refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(E.remove, { params: { id } }),
    onSuccess: async () => {
      showToast('success', t('webhooks.deleted'));
      await refresh();
    },
    onError,
  });
  const redeliver = useMutation({
    mutationFn: (input: { id: string; deliveryId: string }) =>
      callApi(E.redeliver, { params: input }),
    onSuccess: async (_answer, input) => {
      showToast('success', t('webhooks.redelivered'));
      await client.invalidateQueries({ queryKey: deliveriesKey(input.id) });
    },
    onError,
  });
  return { setEnabled, rotate, remove, redeliver };
}
