import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { LeadAssignment } from './lead-assignment';
import { LeadEditForm } from './lead-edit-form';
import { LeadConsent } from './lead-consent';
import { LeadHeader } from './lead-header';
import { LeadPartner } from './lead-partner';
import { useLeadDetail } from './lead-queries';
import { LeadStatusControl } from './lead-status-control';
import { LeadTimeline } from './lead-timeline';
import { DealRoomPanel } from '../deal-room/deal-room-panel';
import { LeadNotFound, isLeadNotFound } from './lead-not-found';
import { PartnerLeadView } from './partner-lead-view';
import { useSession } from '../../lib/session/session';
import { SettlementBlock } from '../settlements/settlement-block';
import { LeadPrivacy } from '../privacy/lead-privacy';
import { LeadMergeLink } from '../lead-merge/lead-merge-link';
import { ApplicantMailCard } from '../applicant-mail/applicant-mail-card';
import { LeadTasksPanel } from '../tasks/lead-tasks-panel';
import { MarketClock } from '../../lib/preferences/market-clock';

/** `/lead/:id`: one lead, its fields, its place in the pipeline, its owner and its history. */
export function LeadScreen() {
  const { id = '' } = useParams();
  const { user } = useSession();
  return user?.role === 'partner' ? <PartnerLeadView id={id} /> : <AdminLeadScreen id={id} />;
}

function AdminLeadScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useLeadDetail(id);
  const detail = query.data;
  // A New lead that joined this lead (decision 0052) says so here, where the admin lands.
  const joined = (useLocation().state as { joined?: unknown } | null)?.joined;
  if (isLeadNotFound(query.error)) return <LeadNotFound backTo="leads" />;
  return (
    <article className="flex flex-col gap-6">
      <QueryStatus query={query} failed={query.error?.message ?? t('errors.not_found')} />
      {typeof joined === 'string' && (
        <FormMessage tone="success" text={t('lead-repeat.joined', { reference: joined })} />
      )}
      {detail && (
        // The lead's dates on its market's clock (decision 0093), whoever reads them.
        <MarketClock market={detail.lead.market}>
          <LeadHeader lead={detail.lead} />
          <LeadMergeLink leadId={detail.lead.id} requestedId={id} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <LeadStatusControl detail={detail} />
              <SettlementBlock lead={detail.lead} />
              {/* An erased applicant (decision 0072): nothing to edit, nobody to send links to. */}
              {!detail.lead.erased_at && (
                <>
                  <DealRoomPanel detail={detail} />
                  <LeadEditForm detail={detail} reload={async () => (await query.refetch()).data} />
                </>
              )}
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <LeadTasksPanel leadId={detail.lead.id} market={detail.lead.market} />
              <Card title={t('lead.assignment')}>
                <LeadAssignment detail={detail} />
              </Card>
              <Card title={t('lead-repeat.partner')}>
                <LeadPartner detail={detail} />
              </Card>
              <LeadConsent lead={detail.lead} />
              <LeadPrivacy lead={detail.lead} />
              <ApplicantMailCard lead={detail.lead} />
              <LeadTimeline detail={detail} />
            </div>
          </div>
        </MarketClock>
      )}
    </article>
  );
}
