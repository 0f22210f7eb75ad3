import { Controller, type FieldPath } from 'react-hook-form';
import { NumberField } from '../../components/form/number-field';
import type { ApplyFormValues } from './apply-form-values';
import type { SectionProps } from './section-props';

type NumberName = Extract<FieldPath<ApplyFormValues>, 'amount' | 'annual_revenue' | 'term_months'>;

/** The form kit's number field bound to the form: whole numbers, '$' unless told otherwise. */
export function FormNumberField({
  form,
  name,
  label,
  hint,
  symbol,
}: Pick<SectionProps, 'form'> & {
  name: NumberName;
  label: string;
  hint?: string;
  symbol?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          hint={hint}
          symbol={symbol}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
