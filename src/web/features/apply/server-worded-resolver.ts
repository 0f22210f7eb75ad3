import i18next from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issuesToFieldErrors, type IssueLike } from '../../../shared/validation/format-issue';

const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

/**
 * Checks the form with the shared schema and words each issue with issuesToFieldErrors, the
 * very function behind the server's 422 answers, so a field error reads the same whether the
 * browser or the server found it. The shell's formResolver (lib/forms.ts) leaves feature keys
 * such as `lead-validation.abn_invalid` untranslated and drops their {{min}}/{{max}} values;
 * the guest forms need both (ABN, NZBN, mobile plan, amount limits).
 */
export function serverWordedResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType,
): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as TOutput, errors: {} };
    const messages = issuesToFieldErrors(result.error.issues as unknown as IssueLike[], t);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, list] of Object.entries(messages)) {
      if (list[0]) errors[field] = { type: 'validation', message: list[0] };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<TValues> };
  };
}
