import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPTIONS_ADMIN_ENDPOINTS as E } from '../../../shared/options/options-admin.endpoints';
import { callApi } from '../../lib/http/api';
import { showAlert } from '../../lib/feedback/alerts';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import type { TOptionEntry } from './option-form-values';
import { toastFailure } from '../../lib/feedback/failure-toast';

export const OPTIONS_QUERY_KEY = ['options-admin'];
const REORDER_SCOPE = 'options-reorder';
const REORDER_KEY = [REORDER_SCOPE];

/**
 * What a row of the options screen does besides editing: switch an entry on or off, save a new
 * order, delete. A delete the server refuses because leads use the entry (409) says the
 * server's own words and offers to deactivate the entry instead.
 */
export function useOptionActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: OPTIONS_QUERY_KEY });
  const failed = (error: unknown) => toastFailure(error);
  const done = async (answer: { message: string }) => {
    showToast('success', answer.message);
    await refresh();
  };

  const setActive = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      callApi(E.update, { params: { id }, body: { active } }),
    onSuccess: done,
    onError: failed,
  });

  const reorder = useMutation({
    mutationFn: (ids: readonly string[]) => callApi(E.reorder, { body: { ids: [...ids] } }),
    // Two quick moves send two orders: one at a time, so the last one sent is the last one
    // saved (side by side, the older one could land last and undo the newer).
    mutationKey: REORDER_KEY,
    scope: { id: REORDER_SCOPE },
    onSuccess: async (answer) => {
      // Only the last order waiting reads the list again: an earlier one would show its own
      // order for a moment, between the admin's move and the save of it.
      const anotherOrderWaits = client.isMutating({ mutationKey: REORDER_KEY }) > 1;
      if (!anotherOrderWaits) await done(answer);
    },
    // The list goes back to the server's order.
    onError: async (error) => {
      failed(error);
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => callApi(E.remove, { params: { id } }, { handled: [409] }),
    onSuccess: done,
  });

  async function deleteEntry(entry: TOptionEntry, label: string) {
    // An entry known to be in use goes straight to the server, whose refusal explains why.
    if (entry.deletable) {
      const sure = await showAlert({
        tone: 'warning',
        title: t('options-admin.delete_confirm_title', { label }),
        text: t('options-admin.delete_confirm_body'),
        confirmLabel: t('options-admin.delete'),
        cancelLabel: t('dialog.cancel'),
      });
      if (!sure) return;
    }
    try {
      await remove.mutateAsync(entry.id);
    } catch (error) {
      // Other refusals were already shown by the error catalogue.
      if (!(error instanceof HttpError)) return failed(error);
      if (error.status !== 409) return;
      const deactivate = await showAlert({
        tone: 'warning',
        title: t('options-admin.in_use_title', { label }),
        text: error.message,
        ...(entry.active
          ? {
              confirmLabel: t('options-admin.deactivate_instead'),
              cancelLabel: t('dialog.cancel'),
            }
          : { confirmLabel: t('alerts.close') }),
      });
      if (deactivate && entry.active) setActive.mutate({ id: entry.id, active: false });
      await refresh();
    }
  }

  return { setActive, reorder, deleteEntry, refresh };
}
