import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole } from '../../../shared/auth/permissions';
import type { TApiKey } from '../../../shared/api-keys/api-keys.contract';
import { API_KEY_ENDPOINTS as E } from '../../../shared/api-keys/api-keys.endpoints';
import { QueryStatus } from '../../components/query-status';
import { showAlert } from '../../lib/feedback/alerts';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { useSession } from '../../lib/session/session';
import { showToast } from '../../lib/feedback/toasts';
import { pathTo } from '../../router/route-names';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyForm, type CreatedKey } from './create-api-key-form';
import { NewApiKeyPanel } from './new-api-key-panel';

/**
 * /settings/api-keys (issue 33): a partner's keys for their own leads, an admin's firm-wide
 * keys and every partner's; create (the key shown once), last use, revoke after a warning.
 */
export function ApiKeysScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const admin = hasRole(user, 'admin');
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['api-keys'], queryFn: () => callApi(E.list, {}) });
  const refresh = () => client.invalidateQueries({ queryKey: ['api-keys'] });
  const [created, setCreated] = useState<CreatedKey | null>(null);

  const revoke = useMutation({
    mutationFn: (key: TApiKey) => callApi(E.revoke, { params: { id: key.id } }),
    onSuccess: async (answer) => {
      showToast('success', t('api-keys.revoked_message', { name: answer.key.name }));
      await refresh();
    },
    onError: (error) => toastFailure(error),
  });
  const { mutate } = revoke;
  const confirmRevoke = useCallback(
    async (key: TApiKey) => {
      const ok = await showAlert({
        tone: 'warning',
        title: t('api-keys.revoke_title', { name: key.name }),
        text: t('api-keys.revoke_body'),
        confirmLabel: t('api-keys.revoke_confirm'),
        cancelLabel: t('api-keys.cancel'),
      });
      if (ok) mutate(key);
    },
    [t, mutate],
  );

  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{t('api-keys.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">
          {t(admin ? 'api-keys.intro_admin' : 'api-keys.intro')}
        </p>
        <p>
          <Link to={pathTo('settings.api-reference')} className="underline underline-offset-2">
            {t('api-keys.docs_link')}
          </Link>
        </p>
      </div>
      {created ? (
        <NewApiKeyPanel created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateApiKeyForm
          onCreated={async (key) => {
            setCreated(key);
            await refresh();
          }}
        />
      )}
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && (
        <ApiKeysTable
          keys={query.data.data}
          showPartner={admin}
          onRevoke={(key) => void confirmRevoke(key)}
        />
      )}
    </article>
  );
}
