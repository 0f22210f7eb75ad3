import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamMember } from '../../../shared/teams/teams.contract';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import type { DataColumn } from '../../components/data-table';
import { showAlert } from '../../lib/feedback/alerts';
import { useFormats } from '../../lib/preferences/use-formats';

export type TeamAction = 'removeColleague' | 'revokeInvitation';

/**
 * The Team list's columns. Removing a colleague or withdrawing an invitation asks first, naming
 * the person and what follows; the owner's own row has no action.
 */
export function useTeamMemberColumns(
  act: (action: TeamAction, member: TTeamMember) => void,
): DataColumn<TTeamMember>[] {
  const { t } = useTranslation();
  const formats = useFormats();
  return useMemo(() => {
    const confirm = async (action: TeamAction, member: TTeamMember) => {
      const removing = action === 'removeColleague';
      const ok = await showAlert({
        tone: 'warning',
        title: t(removing ? 'team.remove_confirm_title' : 'team.revoke_confirm_title', {
          name: member.name,
        }),
        text: t(removing ? 'team.remove_confirm_text' : 'team.revoke_confirm_text', {
          name: member.name,
        }),
        confirmLabel: t(removing ? 'team.remove' : 'team.revoke'),
        cancelLabel: t('dialog.cancel'),
      });
      if (ok) act(action, member);
    };
    return [
      {
        id: 'name',
        header: t('team.columns.name'),
        cell: (row) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.name}</span>
            <span className="break-all text-slate-600 dark:text-slate-300">{row.email}</span>
          </div>
        ),
      },
      {
        id: 'role',
        header: t('team.columns.role'),
        cell: (row) => t(`team.role.${row.role}`),
      },
      {
        id: 'status',
        header: t('team.columns.status'),
        cell: (row) => (
          <div className="flex flex-col items-start gap-1">
            <Badge tone={row.status === 'active' ? 'success' : 'info'}>
              {t(`team.status.${row.status}`)}
            </Badge>
            {row.invite_expires_at && (
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {t('team.invite_expires', { date: formats.date(row.invite_expires_at) })}
              </span>
            )}
          </div>
        ),
      },
      {
        id: 'added',
        header: t('team.columns.added'),
        cell: (row) => formats.date(row.added_at),
      },
      {
        id: 'actions',
        header: t('team.columns.actions'),
        cell: (row) =>
          row.role === 'owner' ? null : row.status === 'invited' ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('team.revoke_named', { name: row.name })}
              onClick={() => void confirm('revokeInvitation', row)}
            >
              {t('team.revoke')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('team.remove_named', { name: row.name })}
              onClick={() => void confirm('removeColleague', row)}
            >
              {t('team.remove')}
            </Button>
          ),
      },
    ];
  }, [t, formats, act]);
}
