/**
 * An outbox row's life (decision 0013): `pending` until a worker claims it, `sending` under a
 * lease, then `sent`, or back to `pending` to retry, or `failed` after the last attempt.
 */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
