import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPartnerDetail } from '../../../shared/partners/partners-admin.contract';
import { PARTNERS_ADMIN_ENDPOINTS as E } from '../../../shared/partners/partners-admin.endpoints';
import { callApi } from '../../lib/http/api';
import { showAlert } from '../../lib/feedback/alerts';
import { showToast } from '../../lib/feedback/toasts';
import { toastFailure } from '../../lib/feedback/failure-toast';

type Action = 'approve' | 'suspend' | 'reactivate';
export const ACTIONS_BY_STATUS: Record<TPartnerDetail['status'], Action[]> = {
  pending: ['approve'],
  active: ['suspend'],
  suspended: ['reactivate'],
};

/** Approving, suspending or reactivating a partner, each once the admin confirms it. */
export function usePartnerStatusChange(id: string, refresh: () => Promise<void>) {
  const { t } = useTranslation();
  const act = useMutation({
    mutationFn: (action: Action) => callApi(E[action], { params: { id } }),
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await refresh();
    },
    onError: (error) => toastFailure(error),
  });

  async function confirm(action: Action, partner: TPartnerDetail) {
    const ok = await showAlert({
      tone: action === 'suspend' ? 'warning' : 'info',
      title: t(`partners-admin.confirm.${action}_title`, { company: partner.company }),
      text: t(`partners-admin.confirm.${action}_body`),
      confirmLabel: t(`partners-admin.actions.${action}`),
      cancelLabel: t('partners-admin.actions.cancel'),
    });
    if (ok) act.mutate(action);
  }

  return { confirm, isPending: act.isPending };
}
