/** What an in-app notice is about (`notices.kind`); the bell words each kind. */
export const NOTICE_KINDS = ['task_due'] as const;
