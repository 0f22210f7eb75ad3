-- An admin may also be e-mailed at a task's due time, beside the in-app notice (decision 0083).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "task_due_email" boolean DEFAULT false NOT NULL;
