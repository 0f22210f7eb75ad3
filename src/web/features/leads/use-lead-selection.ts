import { useState } from 'react';
import type { LeadStatus } from '../../../shared/leads/pipeline';

export interface SelectedLead {
  id: string;
  status: LeadStatus;
}

/**
 * The leads selected for a bulk action, each with the stage it had on the page it was selected
 * on (the bulk bar offers only the moves they allow). Kept across pages of the same filters.
 */
export function useLeadSelection(rows: readonly { id: string; status: LeadStatus }[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [stages, setStages] = useState<ReadonlyMap<string, LeadStatus>>(new Map());
  const select = (next: ReadonlySet<string>) => {
    setSelected(next);
    setStages((known) => {
      const kept = new Map(known);
      for (const lead of rows) if (next.has(lead.id)) kept.set(lead.id, lead.status);
      return kept;
    });
  };
  const leads: SelectedLead[] = [...selected].flatMap((leadId) => {
    const status = stages.get(leadId);
    return status ? [{ id: leadId, status }] : [];
  });
  return { selected, select, leads, clear: () => setSelected(new Set()) };
}
