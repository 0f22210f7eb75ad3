// The back office's messages: loaded by the browser only when a back-office screen opens.
import leadRepeat from './lead-repeat.json';
import leadImport from './lead-import.json';
import leadMerge from './lead-merge.json';
import adminsAdmin from './admins-admin.json';
import audit from './audit.json';
import dealRoomAdmin from './deal-room-admin.json';
import documentChasing from './document-chasing.json';
import commissions from './commissions.json';
import outboxAdmin from './outbox-admin.json';
import dashboard from './dashboard.json';
import leadBoard from './lead-board.json';
import leadBulk from './lead-bulk.json';
import lead from './lead.json';
import leadList from './lead-list.json';
import partnersAdmin from './partners-admin.json';
import optionsAdmin from './options-admin.json';
import pipeline from './pipeline.json';
import referral from './referral.json';
import settingsAdmin from './settings-admin.json';
import table from './table.json';
import lists from './lists.json';
import listViews from './list-views.json';
import legalTexts from './legal-texts.json';
import settlement from './settlement.json';
import settlementValidation from './settlement-validation.json';
import labels from './labels.json';
import profileSecurity from './profile-security.json';
import notifications from './notifications.json';
import twoFactorSettings from './two-factor-settings.json';
import privacy from './privacy.json';
import webhooks from './webhooks.json';
import team from './team.json';
import paymentDetails from './payment-details.json';
import paymentDetailsValidation from './payment-details-validation.json';
import statements from './statements.json';
import payouts from './payouts.json';
import apiKeys from './api-keys.json';
import apiKeysValidation from './api-keys-validation.json';
import applicantMail from './applicant-mail.json';
import applicantMailValidation from './applicant-mail-validation.json';
import search from './search.json';
import tasks from './tasks.json';

export const backOffice = {
  'applicant-mail': applicantMail,
  'applicant-mail-validation': applicantMailValidation,
  'api-keys': apiKeys,
  'api-keys-validation': apiKeysValidation,
  tasks,
  'legal-texts': legalTexts,
  'lead-repeat': leadRepeat,
  'lead-import': leadImport,
  'lead-merge': leadMerge,
  'two-factor-settings': twoFactorSettings,
  'payment-details': paymentDetails,
  'payment-details-validation': paymentDetailsValidation,
  'deal-room-admin': dealRoomAdmin,
  'document-chasing': documentChasing,
  'profile-security': profileSecurity,
  notifications,
  privacy,
  audit,
  commissions,
  'admins-admin': adminsAdmin,
  'outbox-admin': outboxAdmin,
  'partners-admin': partnersAdmin,
  dashboard,
  'lead-board': leadBoard,
  'lead-bulk': leadBulk,
  lead,
  'lead-list': leadList,
  'options-admin': optionsAdmin,
  pipeline,
  referral,
  'settings-admin': settingsAdmin,
  table,
  lists,
  'list-views': listViews,
  settlement,
  'settlement-validation': settlementValidation,
  labels,
  webhooks,
  team,
  statements,
  payouts,
  search,
};
