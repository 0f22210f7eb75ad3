import type { MailTemplateName } from './templates/registry';

/**
 * Which e-mails someone is waiting for, sent before the rest. After an import or a bulk move the
 * outbox holds hundreds of notices to staff and partners; a password reset, a deal-room link or a
 * reply to the applicant queued behind them would reach its reader minutes late (decision 0081).
 * Every template is named here, so a new one has to be placed.
 */
const PRIORITY: Record<MailTemplateName, 'waited-for' | 'notice'> = {
  'lead-confirmation': 'waited-for',
  'join-existing-account': 'waited-for',
  'partner-approved': 'waited-for',
  'password-reset': 'waited-for',
  'password-changed': 'waited-for',
  'verify-email': 'waited-for',
  'email-change-notice': 'waited-for',
  invite: 'waited-for',
  'team-invite': 'waited-for',
  'guest-link': 'waited-for',
  'email-in-use': 'waited-for',
  'sign-in-throttled': 'waited-for',
  'document-rejected': 'waited-for',
  'two-factor-reset': 'waited-for',
  'bank-details-changed': 'waited-for',
  'applicant-message': 'waited-for',
  'lead-admin-notification': 'notice',
  'lead-partner-notice': 'notice',
  'partner-signup-admin': 'notice',
  'deal-room-admin': 'notice',
  'partner-lead-moved': 'notice',
  'partner-commission': 'notice',
  'partner-settlement-reversed': 'notice',
  'documents-still-needed': 'notice',
  'lead-assigned': 'notice',
  'webhook-disabled': 'notice',
  'webhook-paused': 'notice',
  'statement-issued': 'notice',
  'payout-paid': 'notice',
  'task-digest': 'notice',
  // Due now: behind an import's hundreds of notices it would come after the time it speaks of.
  'task-due': 'waited-for',
};

/** The outbox's `priority`: 0 goes first, then 1, each in the order they fell due. */
export function mailPriority(template: MailTemplateName): number {
  return PRIORITY[template] === 'waited-for' ? 0 : 1;
}
