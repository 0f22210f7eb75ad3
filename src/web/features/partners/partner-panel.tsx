import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNERS_ADMIN_ENDPOINTS as E } from '../../../shared/partners/partners-admin.endpoints';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { ReferralLink } from '../../components/referral-link';
import { callApi } from '../../lib/http/api';
import { LAYER_BASE_Z_INDEX } from '../../lib/constants';
import { showToast } from '../../lib/feedback/toasts';
import { PartnerAudit } from './partner-audit';
import { PartnerCommissions } from './partner-commissions';
import { PartnerContactDetails } from './partner-contact-details';
import { PartnerEditForm } from './partner-edit-form';
import { PartnerFigures } from './partner-figures';
import { PartnerSignUpLine } from './partner-sign-up-line';
import { STATUS_TONE } from './partner-status-tone';
import { ACTIONS_BY_STATUS, usePartnerStatusChange } from './use-partner-status-change';
import { ResetPartnerSecondFactor } from '../two-factor/reset-partner-second-factor';
import { PartnerPaymentDetailsCard } from '../payment-details/partner-payment-details-card';

/** One partner over the list: details, status actions, link, figures, edit and history. */
export function PartnerPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({
    queryKey: ['partner', id],
    queryFn: () => callApi(E.show, { params: { id } }),
  });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: ['partners'] });
    await client.invalidateQueries({ queryKey: ['partner', id] });
    await client.invalidateQueries({ queryKey: ['partner-audit', id] });
  };
  const statusChange = usePartnerStatusChange(id, refresh);

  const partner = query.data;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 bg-black/50"
          style={{ zIndex: LAYER_BASE_Z_INDEX - 2 }}
        />
        <Dialog.Content
          className="fixed inset-y-0 right-0 flex w-full max-w-3xl flex-col gap-4 overflow-y-auto bg-slate-50 p-4 text-slate-900 shadow-xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
          style={{ zIndex: LAYER_BASE_Z_INDEX - 1 }}
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-2">
            <Dialog.Title className="text-2xl font-semibold">
              {partner?.company ?? t('partners-admin.loading')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                {t('partners-admin.details.close')}
              </Button>
            </Dialog.Close>
          </div>
          <QueryStatus query={query} failed={t('partners-admin.load_failed')} />
          {partner && (
            <>
              <Card
                actions={
                  <>
                    {ACTIONS_BY_STATUS[partner.status].map((action) => (
                      <Button
                        key={action}
                        variant={action === 'suspend' ? 'secondary' : 'primary'}
                        disabled={
                          statusChange.isPending ||
                          (action === 'approve' && !partner.user.email_verified_at)
                        }
                        onClick={() => void statusChange.confirm(action, partner)}
                      >
                        {t(`partners-admin.actions.${action}`)}
                      </Button>
                    ))}
                    <Button variant="secondary" onClick={() => setEditing(!editing)}>
                      {t('partners-admin.actions.edit')}
                    </Button>
                  </>
                }
                title={
                  <Badge tone={STATUS_TONE[partner.status]}>
                    {t(`partners-admin.status.${partner.status}`)}
                  </Badge>
                }
              >
                {partner.status === 'pending' && !partner.user.email_verified_at && (
                  <p className="text-amber-800 dark:text-amber-200">
                    {t('partners-admin.needs_verification')}
                  </p>
                )}
                {editing ? (
                  <PartnerEditForm
                    partner={partner}
                    onDone={async (message) => {
                      setEditing(false);
                      showToast('success', message);
                      await refresh();
                    }}
                    onCancel={() => setEditing(false)}
                  />
                ) : (
                  <PartnerContactDetails partner={partner} />
                )}
                <PartnerSignUpLine partner={partner} />
              </Card>
              <Card title={t('referral.label')}>
                <ReferralLink code={partner.referral_code} company={partner.company} />
              </Card>
              <PartnerFigures partner={partner} />
              <PartnerCommissions
                partner={partner}
                onChanged={async (message) => {
                  showToast('success', message);
                  await refresh();
                }}
              />
              <PartnerPaymentDetailsCard partnerId={partner.id} onChanged={refresh} />
              <ResetPartnerSecondFactor partnerId={partner.id} onReset={refresh} />
              <PartnerAudit id={partner.id} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
