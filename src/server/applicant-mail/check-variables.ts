import { unknownVariables } from '../../shared/applicant-mail/mail-variables';
import { AppError } from '../errors';

/**
 * Refuses texts naming a variable outside the fixed list (decision 0076): a 422 whose field
 * errors name, per field, the variables it does not know, so the admin sees `{{aplicant_name}}`
 * under the field they mistyped it in.
 */
export function refuseUnknownVariables(texts: Record<string, string>): void {
  const faults = Object.entries(texts)
    .map(([field, text]) => [field, unknownVariables(text)] as const)
    .filter(([, names]) => names.length > 0);
  if (faults.length === 0) return;
  const quoted = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ');
  throw new AppError('validation', 'errors.validation', {
    fieldErrors: Object.fromEntries(
      faults.map(([field]) => [field, ['applicant-mail-validation.unknown_variables']]),
    ),
    fieldValues: Object.fromEntries(
      faults.map(([field, names]) => [field, { names: quoted(names) }]),
    ),
  });
}
