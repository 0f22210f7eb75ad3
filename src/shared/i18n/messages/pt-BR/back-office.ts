// The back office's messages: loaded by the browser only when a back-office screen opens.
import dashboard from './dashboard.json';
import lead from './lead.json';
import leadList from './lead-list.json';
import pipeline from './pipeline.json';
import referral from './referral.json';
import table from './table.json';

export const backOffice = {
  dashboard,
  lead,
  'lead-list': leadList,
  pipeline,
  referral,
  table,
};
