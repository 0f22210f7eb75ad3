// Every message of this language. The server uses them all; the browser loads guest.ts first
// and back-office.ts with the back office, deal-room.ts on the deal room's pages, and never the
// e-mails.
import { backOffice } from './back-office';
import { dealRoomMessages } from './deal-room';
import { guest } from './guest';
import mail from './mail.json';
import mailPartner from './mail-partner.json';
import mailAccount from './mail-account.json';
import mailFirm from './mail-firm.json';
import mailInvite from './mail-invite.json';
import mailTeam from './mail-team.json';
import mailDealRoom from './mail-deal-room.json';
import mailSecurity from './mail-security.json';
import mailNotices from './mail-notices.json';
import mailDocumentChasing from './mail-document-chasing.json';
import mailTasks from './mail-tasks.json';
import mailTwoFactor from './mail-two-factor.json';
import mailWebhooks from './mail-webhooks.json';
import mailPaymentDetails from './mail-payment-details.json';
import selfBillingText from './self-billing-text.json';

export const fr = {
  ...guest,
  ...backOffice,
  ...dealRoomMessages,
  mail,
  'mail-partner': mailPartner,
  'mail-account': mailAccount,
  'mail-firm': mailFirm,
  'mail-invite': mailInvite,
  'mail-team': mailTeam,
  'mail-deal-room': mailDealRoom,
  'mail-security': mailSecurity,
  'mail-notices': mailNotices,
  'mail-document-chasing': mailDocumentChasing,
  'mail-tasks': mailTasks,
  'mail-two-factor': mailTwoFactor,
  'mail-webhooks': mailWebhooks,
  'mail-payment-details': mailPaymentDetails,
  // The self-billing agreement (issue 35): built by the server, shown as the API sends it.
  'self-billing-text': selfBillingText,
};
