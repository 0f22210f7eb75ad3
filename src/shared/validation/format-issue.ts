import { dynamicKey, type MessageKey } from '../i18n/message-key';

/**
 * Turns one zod issue into a sentence in the reader's language. The same function serves the
 * server's 422 answers and the browser's forms, so both say the same thing.
 */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

export interface IssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  keys?: readonly string[];
}

export function formatIssue(issue: IssueLike, t: Translate): string {
  const missing = issue.input === undefined || issue.input === null;
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) {
    return t('validation.required');
  }
  // A choice left on its empty first entry: the spec's wording for an empty select.
  if (issue.code === 'invalid_value' && issue.input === '') return t('form.select_required');
  // Validation keys live in `validation.*`, in features' own `<feature>-validation.*` files and,
  // for the form widgets' own wording (an empty select), in `form.*`.
  if (/^(([a-z0-9]+-)*validation|form)\./.test(issue.message)) {
    return t(dynamicKey(issue.message), { min: issue.minimum, max: issue.maximum });
  }
  switch (issue.code) {
    case 'invalid_type':
      return t('validation.invalid_type');
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('validation.required')
          : t('validation.min_length', { count: Number(issue.minimum) });
      }
      return t('validation.min_value', { min: issue.minimum });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.max_length', { count: Number(issue.maximum) })
        : t('validation.max_value', { max: issue.maximum });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid_format');
    case 'unrecognized_keys':
      return t('validation.unknown_field');
    case 'invalid_value':
      return t('validation.invalid_choice');
    default:
      return t('validation.invalid');
  }
}

/** Groups issues by field (`a.b` for nested paths) as the API's 422 answer carries them. */
export function issuesToFieldErrors(
  issues: readonly IssueLike[],
  t: Translate,
): Record<string, string[]> {
  // A Map, not an object: a field named `toString` or `__proto__` must not meet Object.prototype.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    // Unknown keys are reported on the parent; name each unknown field instead.
    const fields =
      issue.code === 'unrecognized_keys' && issue.keys?.length
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.map(String).join('.') || '_root'];
    const message = formatIssue(issue, t);
    for (const field of fields) {
      const list = errors.get(field) ?? [];
      if (!list.includes(message)) list.push(message);
      errors.set(field, list);
    }
  }
  return Object.fromEntries(errors);
}
