// The back office's messages: loaded by the browser only when a back-office screen opens.
import leadRepeat from './lead-repeat.json';
import adminsAdmin from './admins-admin.json';
import audit from './audit.json';
import dealRoomAdmin from './deal-room-admin.json';
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
import legalTexts from './legal-texts.json';
import settlement from './settlement.json';
import settlementValidation from './settlement-validation.json';
import labels from './labels.json';
import profileSecurity from './profile-security.json';
import notifications from './notifications.json';
import twoFactorSettings from './two-factor-settings.json';

export const backOffice = {
  'legal-texts': legalTexts,
  'lead-repeat': leadRepeat,
  'two-factor-settings': twoFactorSettings,
  'deal-room-admin': dealRoomAdmin,
  'profile-security': profileSecurity,
  notifications,
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
  settlement,
  'settlement-validation': settlementValidation,
  labels,
};
