import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { hasPermission } from '../../../shared/auth/permissions';
import type { TTeamMember } from '../../../shared/teams/teams.contract';
import { TEAM_ENDPOINTS as E } from '../../../shared/teams/teams.endpoints';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { callApi } from '../../lib/http/api';
import { ListSearch } from '../../lib/lists/list-search';
import { useListParams, type ListCodec } from '../../lib/lists/use-list-params';
import { useSession } from '../../lib/session/session';
import { pathTo } from '../../router/route-names';
import { ColleagueVisibilityForm } from './colleague-visibility-form';
import { InviteColleagueForm } from './invite-colleague-form';
import { useTeamMemberColumns, type TeamAction } from './team-member-columns';

/** The Team list's address: the search typed, if any (a firm's team fits on one page). */
const TEAM_CODEC: ListCodec<{ q: string }> = {
  read: (search) => ({ q: search.get('q') ?? '' }),
  write: ({ q }) => new URLSearchParams(q ? { q } : {}),
};

/**
 * /settings/team (issue 34): the firm's owner invites colleagues, withdraws invitations,
 * removes colleagues and chooses what they see. A colleague has no Team page.
 */
export function TeamScreen() {
  const { user } = useSession();
  if (!hasPermission(user, 'update:firm:own'))
    return <Navigate to={pathTo('unauthorized')} replace />;
  return <OwnersTeam />;
}

function OwnersTeam() {
  const { t } = useTranslation();
  const { user } = useSession();
  const client = useQueryClient();
  const address = useListParams(TEAM_CODEC);
  const { q } = address.params;
  const query = useQuery({
    queryKey: ['team', address.filtersKey],
    queryFn: () => callApi(E.list, { query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['team'] });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: TeamAction; id: string }) =>
      callApi(E[action], { params: { id } }),
    onSuccess: async (answer) => {
      showToast('success', answer.message);
      await refresh();
    },
    onError: (error) => toastFailure(error),
  });
  const { mutate } = act;
  const onAct = useCallback(
    (action: TeamAction, member: TTeamMember) => mutate({ action, id: member.user_id }),
    [mutate],
  );
  const columns = useTeamMemberColumns(onAct);

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('team.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">
          {t('team.intro', { company: user?.partner?.company ?? '' })}
        </p>
      </div>
      {query.data && (
        <ColleagueVisibilityForm
          saved={{ colleagues_see: query.data.colleagues_see }}
          onDone={refresh}
        />
      )}
      <InviteColleagueForm
        onDone={async (message) => {
          showToast('success', message);
          await refresh();
        }}
      />
      <section aria-labelledby="team-members" className="flex flex-col gap-3">
        <h3 id="team-members" className="text-lg font-semibold">
          {t('team.members_title')}
        </h3>
        <ListSearch
          label={t('team.search')}
          value={q}
          onSearch={(text) => address.update({ q: text.trim() }, { replace: true })}
          className="max-w-sm"
        />
        <QueryStatus query={query} failed={t('errors.unavailable')} />
        {query.data && (
          <DataTable
            caption={t('team.members_title')}
            columns={columns}
            data={query.data.data}
            getRowId={(row) => row.user_id}
            empty={<EmptyState title={t('team.empty')} />}
          />
        )}
      </section>
    </article>
  );
}
