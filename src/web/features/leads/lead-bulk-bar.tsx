import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBulkResult } from '../../../shared/leads/lead-bulk.contract';
import { LEAD_BULK_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import { commonMoves } from '../../../shared/leads/common-moves';
import { LEAD_STATUSES, isOpenStatus, type LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { controlClass } from '../../components/form/control-class';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { AssigneeSelect } from './assignee-select';
import type { SelectedLead } from './lead-list-view';

// Closing a lead asks for a reason from options, settling for its own figures (decision 0054):
// both happen on the lead screen or the board, one by one. The server refuses them in bulk too.
const BULK_STATUSES = LEAD_STATUSES.filter(isOpenStatus);

/**
 * Bulk actions on the selected leads: a status change, offering only the moves the pipeline
 * allows for every selected lead (issue 30; the server still checks each and says why it
 * refused any), and an assignment.
 */
export function LeadBulkBar({ leads, onDone }: { leads: SelectedLead[]; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const ids = leads.map((lead) => lead.id);
  const moves = commonMoves(leads.map((lead) => lead.status)).filter((move) =>
    BULK_STATUSES.includes(move),
  );
  const client = useQueryClient();
  const [chosen, setStatus] = useState<LeadStatus | ''>('');
  // A choice the new selection no longer allows is dropped.
  const status = chosen && moves.includes(chosen) ? chosen : '';
  const [assignee, setAssignee] = useState('');
  const report = (result: TBulkResult) => {
    const text = t('lead-bulk.result', {
      changed: result.changed.length,
      refused: result.refused.length,
    });
    const reasons = result.refused.map((item) => `${item.reference ?? ''} ${item.reason}`);
    showToast(result.refused.length ? 'info' : 'success', [text, ...reasons].join(' '));
    void client.invalidateQueries({ queryKey: ['leads'] });
    onDone();
  };
  const changeStatus = useMutation({
    mutationFn: (next: LeadStatus) =>
      callApi(LEAD_BULK_ENDPOINTS.status, { body: { ids, status: next } }),
    onSuccess: report,
  });
  const assign = useMutation({
    mutationFn: (to: string) =>
      callApi(LEAD_BULK_ENDPOINTS.assign, {
        body: { ids, assigned_to: to === 'none' ? null : to },
      }),
    onSuccess: report,
  });
  const label = 'flex flex-col gap-1 text-sm';
  return (
    <section
      aria-label={t('lead-bulk.actions')}
      className="flex flex-wrap items-end gap-3 rounded-md border border-slate-300 p-3 dark:border-slate-600"
    >
      <p className="w-full text-sm font-medium" role="status">
        {t('lead-bulk.selected', { count: ids.length })}
      </p>
      <label htmlFor={`${id}-status`} className={label}>
        {t('lead-bulk.new_status')}
        <select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as LeadStatus | '')}
          className={controlClass(false)}
          disabled={moves.length === 0}
          aria-describedby={moves.length === 0 ? `${id}-no-moves` : undefined}
        >
          <option value="">{t('lead-bulk.choose')}</option>
          {moves.map((value) => (
            <option key={value} value={value}>
              {t(`pipeline.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <Button
        disabled={!status || changeStatus.isPending}
        onClick={() => status && changeStatus.mutate(status)}
      >
        {t('lead-bulk.change_status')}
      </Button>
      {moves.length === 0 && (
        <p id={`${id}-no-moves`} className="w-full text-sm text-slate-600 dark:text-slate-300">
          {t('labels.bulk_no_common_move')}
        </p>
      )}
      <AssigneeSelect
        label={t('lead-bulk.assignee')}
        emptyLabel={t('lead-bulk.choose')}
        nobodyLabel={t('lead-bulk.nobody')}
        value={assignee}
        onChange={setAssignee}
      />
      <Button
        variant="secondary"
        disabled={!assignee || assign.isPending}
        onClick={() => assignee && assign.mutate(assignee)}
      >
        {t('lead-bulk.assign')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        {t('lead-bulk.clear_selection')}
      </Button>
    </section>
  );
}
