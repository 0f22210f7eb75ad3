/**
 * A lead closes (declined, withdrawn) only with a reason; the reasons are options (admins edit
 * them), one group per closing status.
 */
export const CLOSE_REASON_GROUPS = {
  declined: 'decline_reason',
  withdrawn: 'withdrawal_reason',
} as const;
export type CloseReasonStatus = keyof typeof CLOSE_REASON_GROUPS;

export function isCloseReasonStatus(status: string): status is CloseReasonStatus {
  return status in CLOSE_REASON_GROUPS;
}
