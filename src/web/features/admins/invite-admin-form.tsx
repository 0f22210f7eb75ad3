import { useTranslation } from 'react-i18next';
import { ZInviteAdminRequestSchema } from '../../../shared/admins/admins.contract';
import { ADMINS_ENDPOINTS } from '../../../shared/admins/admins.endpoints';
import { callApi } from '../../lib/http/api';
import { InviteForm } from '../../lib/forms/invite-form';

/** Invite another admin: name and e-mail; they choose their password from the e-mailed link. */
export function InviteAdminForm({ onDone }: { onDone: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <InviteForm
      schema={ZInviteAdminRequestSchema}
      send={(body) => callApi(ADMINS_ENDPOINTS.invite, { body })}
      labels={{
        title: t('admins-admin.invite_title'),
        name: t('admins-admin.name'),
        email: t('admins-admin.email'),
        submit: t('admins-admin.invite_submit'),
      }}
      heading="h2"
      onDone={onDone}
    />
  );
}
