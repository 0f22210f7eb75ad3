import type { MailTemplateName } from './templates/registry';

/**
 * The fields of an outbox row's data that hold a sealed one-time token (lib/seal.ts), by
 * template. Once a message is sent or given up they are erased (issue 31, decision 0058): a copy
 * of the database must not hold a link that still works, whatever key it also holds.
 */
const SEALED_FIELDS: Partial<Record<MailTemplateName, readonly string[]>> = {
  'password-reset': ['token'],
  invite: ['token'],
  'team-invite': ['token'],
  'guest-link': ['token'],
  'verify-email': ['signature'],
  // Null when the applicant's upload link had already ended: the e-mail then carries none.
  'document-rejected': ['token'],
  'documents-still-needed': ['token'],
};

/** The row's data without its sealed token, or the same object when it has none. */
export function withoutSealedFields(
  template: string,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const fields = SEALED_FIELDS[template as MailTemplateName];
  if (!fields) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !fields.includes(key)));
}

/** True when a template's sealed token is missing from the data: it was erased (a null token,
 * as a rejection e-mail sent with no link has, was never there). */
export function lacksSealedField(template: string, data: unknown): boolean {
  const fields = SEALED_FIELDS[template as MailTemplateName] ?? [];
  const record = (data ?? {}) as Record<string, unknown>;
  return fields.some((field) => !(field in record));
}
