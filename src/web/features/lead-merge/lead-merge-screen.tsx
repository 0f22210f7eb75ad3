import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MERGE_FIELDS, type MergeField } from '../../../shared/lead-merge/lead-merge.contract';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { showAlert } from '../../lib/feedback/alerts';
import { pathTo } from '../../router/route-names';
import { useLeadDetail } from '../leads/lead-queries';
import { MergeFieldChoices } from './merge-field-choices';
import { findLeadByReference, useMergeLeads } from './use-lead-merge';

type Lead = TLeadDetailResponse['lead'];

/** Fields the survivor has empty and the other lead has: taken from the other by default. */
const emptyHere = (survivor: Lead, other: Lead) =>
  new Set<MergeField>(
    MERGE_FIELDS.filter((field) => {
      const key = field as keyof Lead;
      return (survivor[key] ?? '') === '' && (other[key] ?? '') !== '';
    }),
  );

/**
 * `/lead/:id/merge` (issue 33, item 5): find the other lead of the market by its reference,
 * choose field by field which value survives, confirm. Both versions read here go with the
 * request, so a lead changed meanwhile is a 409 shown on this screen.
 */
export function LeadMergeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const detail = useLeadDetail(id);
  const survivor = detail.data?.lead;
  const [reference, setReference] = useState('');
  const [other, setOther] = useState<Lead | null>(null);
  const [taken, setTaken] = useState<Set<MergeField>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const merge = useMergeLeads(id);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!survivor) return;
    setProblem(null);
    const found = await findLeadByReference(survivor.market, reference);
    if (!found || found.lead.id === survivor.id) {
      setOther(null);
      setProblem(found ? t('lead-merge.same_lead') : t('lead-merge.not_found'));
      return;
    }
    setOther(found.lead);
    setTaken(emptyHere(survivor, found.lead));
  };

  const confirm = async () => {
    if (!survivor || !other) return;
    const confirmed = await showAlert({
      tone: 'warning',
      title: t('lead-merge.title'),
      text: t('lead-merge.confirm_question', {
        other: other.reference,
        survivor: survivor.reference,
      }),
      confirmLabel: t('lead-merge.confirm'),
      cancelLabel: t('dialog.cancel'),
    });
    if (!confirmed) return;
    merge.mutate(
      {
        other_id: other.id,
        version: survivor.version,
        other_version: other.version,
        take_from_other: [...taken],
      },
      { onSuccess: () => void navigate(pathTo('lead', { id: survivor.id })) },
    );
  };

  return (
    <article className="flex max-w-4xl min-w-0 flex-col gap-6">
      <PageHeader title={t('lead-merge.title')} description={t('lead-merge.intro')} />
      <QueryStatus query={detail} failed={t('errors.unavailable')} />
      {survivor && (
        <Card title={survivor.reference}>
          <form
            onSubmit={(event) => void find(event)}
            className="flex flex-wrap items-end gap-3"
            noValidate
          >
            <div className="min-w-0 flex-1">
              <TextField
                label={t('lead-merge.other')}
                hint={t('lead-merge.other_hint')}
                value={reference}
                onChange={(event) => setReference(event.target.value)}
                error={problem ?? undefined}
              />
            </div>
            <Button type="submit" variant="secondary">
              {t('lead-merge.find')}
            </Button>
          </form>
        </Card>
      )}
      {survivor && other && (
        <Card title={`${survivor.reference} ← ${other.reference}`}>
          <MergeFieldChoices
            detail={detail.data!}
            other={other}
            taken={taken}
            onChange={(field, take) =>
              setTaken((current) => {
                const next = new Set(current);
                if (take) next.add(field);
                else next.delete(field);
                return next;
              })
            }
          />
          {merge.error && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {merge.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" disabled={merge.isPending} onClick={() => void confirm()}>
              {merge.isPending ? t('lead-merge.merging') : t('lead-merge.confirm')}
            </Button>
            <Link to={pathTo('lead', { id: survivor.id })} className="self-center underline">
              {t('dialog.cancel')}
            </Link>
          </div>
        </Card>
      )}
    </article>
  );
}
