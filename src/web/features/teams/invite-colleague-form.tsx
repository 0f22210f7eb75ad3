import { useTranslation } from 'react-i18next';
import { ZInviteColleagueRequestSchema } from '../../../shared/teams/teams.contract';
import { TEAM_ENDPOINTS } from '../../../shared/teams/teams.endpoints';
import { callApi } from '../../lib/http/api';
import { InviteForm } from '../../lib/forms/invite-form';

/**
 * The owner invites a colleague: name and e-mail; they choose their password from the link. An
 * address that already has an account comes back as a 409 on `email`, shown on the field.
 */
export function InviteColleagueForm({ onDone }: { onDone: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <InviteForm
      schema={ZInviteColleagueRequestSchema}
      send={(body) => callApi(TEAM_ENDPOINTS.invite, { body }, { handled: [409] })}
      labels={{
        title: t('team.invite_title'),
        name: t('team.name'),
        email: t('team.email'),
        submit: t('team.invite_submit'),
      }}
      heading="h3"
      onDone={onDone}
    />
  );
}
