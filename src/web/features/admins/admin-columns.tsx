import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminStatus, TAdmin } from '../../../shared/admins/admins.contract';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import type { DataColumn } from '../../components/data-table';
import { showAlert } from '../../lib/feedback/alerts';
import { useSession } from '../../lib/session/session';
import { useFormats } from '../../lib/preferences/use-formats';

const TONE: Record<AdminStatus, BadgeTone> = {
  invited: 'info',
  active: 'success',
  disabled: 'neutral',
};
export type AdminAction = 'disable' | 'enable' | 'resendInvite';

/** The admins table's columns; disabling asks first, since it signs the admin out at once. */
export function useAdminColumns(onAction: (action: AdminAction, id: string) => void) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { user } = useSession();
  return useMemo<DataColumn<TAdmin>[]>(() => {
    const disable = async (admin: TAdmin) => {
      const ok = await showAlert({
        tone: 'warning',
        title: t('admins-admin.disable_confirm_title', { name: admin.name }),
        text: t('admins-admin.disable_confirm_body'),
        confirmLabel: t('admins-admin.disable'),
        cancelLabel: t('dialog.cancel'),
      });
      if (ok) onAction('disable', admin.id);
    };
    return [
      {
        id: 'name',
        header: t('admins-admin.name'),
        sortable: true,
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
                onClick={() => onAction('resendInvite', row.id)}
              >
                {t('admins-admin.resend')}
              </Button>
            )}
            {row.status === 'disabled' ? (
              <Button size="sm" onClick={() => onAction('enable', row.id)}>
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
  }, [t, formats, user?.id, onAction]);
}
