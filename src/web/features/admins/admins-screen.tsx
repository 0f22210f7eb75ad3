import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStatus, TAdmin } from '../../../shared/admins/admins.contract';
import { ADMINS_ENDPOINTS as E } from '../../../shared/admins/admins.endpoints';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { showAlert } from '../../lib/feedback/alerts';
import { callApi } from '../../lib/http/api';
import { useSession } from '../../lib/session/session';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { InviteAdminForm } from './invite-admin-form';
import { toastFailure } from '../../lib/feedback/failure-toast';

const TONE: Record<AdminStatus, BadgeTone> = {
  invited: 'info',
  active: 'success',
  disabled: 'neutral',
};
type Action = 'disable' | 'enable' | 'resendInvite';

/** /settings/admins: the firm's admins, an invitation form, disable and re-enable. */
export function AdminsScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { user } = useSession();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admins'], queryFn: () => callApi(E.list, {}) });
  const refresh = () => client.invalidateQueries({ queryKey: ['admins'] });

  const act = useMutation({
    mutationFn: ({ action, id }: { action: Action; id: string }) =>
      callApi(E[action], { params: { id } }),
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await refresh();
    },
    onError: (error) => toastFailure(error),
  });

  const columns = useMemo<DataColumn<TAdmin>[]>(() => {
    const disable = async (admin: TAdmin) => {
      const ok = await showAlert({
        tone: 'warning',
        title: t('admins-admin.disable_confirm_title', { name: admin.name }),
        text: t('admins-admin.disable_confirm_body'),
        confirmLabel: t('admins-admin.disable'),
        cancelLabel: t('dialog.cancel'),
      });
      if (ok) act.mutate({ action: 'disable', id: admin.id });
    };
    return [
      {
        id: 'name',
        header: t('admins-admin.name'),
        cell: (row) => (
          <div className="flex flex-col">
            <span className="font-medium">
              {row.name}
              {row.id === user?.id && ` (${t('admins-admin.you')})`}
            </span>
            <span className="break-all text-slate-600 dark:text-slate-300">{row.email}</span>
          </div>
        ),
      },
      {
        id: 'status',
        header: t('admins-admin.status'),
        cell: (row) => (
          <Badge tone={TONE[row.status]}>{t(`admins-admin.status_${row.status}`)}</Badge>
        ),
      },
      {
        id: 'last_active',
        header: t('admins-admin.last_active'),
        cell: (row) =>
          row.last_active_at ? formats.date(row.last_active_at) : t('admins-admin.never'),
      },
      {
        id: 'actions',
        header: t('admins-admin.actions'),
        cell: (row) => (
          <div className="flex flex-wrap gap-2">
            {row.status === 'invited' && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => act.mutate({ action: 'resendInvite', id: row.id })}
              >
                {t('admins-admin.resend')}
              </Button>
            )}
            {row.status === 'disabled' ? (
              <Button size="sm" onClick={() => act.mutate({ action: 'enable', id: row.id })}>
                {t('admins-admin.enable')}
              </Button>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => void disable(row)}>
                {t('admins-admin.disable')}
              </Button>
            )}
          </div>
        ),
      },
    ];
  }, [t, formats, user?.id, act]);

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('admins-admin.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('admins-admin.intro')}</p>
      </div>
      <InviteAdminForm
        onDone={async (message) => {
          showToast('success', message);
          await refresh();
        }}
      />
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && (
        <DataTable
          caption={t('admins-admin.title')}
          columns={columns}
          data={query.data.data}
          getRowId={(row) => row.id}
          empty={<EmptyState title={t('admins-admin.title')} />}
        />
      )}
    </article>
  );
}
