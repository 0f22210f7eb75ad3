import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTEREST_RATE_TYPES, REPAYMENT_FREQUENCIES } from '../../../shared/deal-room/deal-room';
import { suggestedRepayment } from '../../../shared/deal-room/repayment';
import type { TTermSheetFields } from '../../../shared/deal-room/term-sheet.contract';
import { Button } from '../../components/button';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';

/** A choice's label at the start of a list item ("fixed" → "Fixed"); scripts without case keep theirs. */
const asChoice = (label: string) => label.charAt(0).toLocaleUpperCase() + label.slice(1);

type MoneyField = 'facility_amount' | 'repayment_amount' | 'establishment_fee';

/** The term sheet's fields; money in whole dollars, the rate in percent with two decimals. */
export function TermSheetFields({
  form,
  disabled,
}: {
  form: UseFormReturn<TTermSheetFields>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const money = (name: MoneyField) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberField
          label={t(`deal-room.terms.${name}`)}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          disabled={disabled}
        />
      )}
    />
  );

  function suggest() {
    const values = form.getValues();
    form.setValue('repayment_amount', suggestedRepayment(values), {
      shouldDirty: true,
      shouldValidate: true,
    });
  }

  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t('deal-room-admin.term_sheet.title')}</legend>
      {money('facility_amount')}
      <TextField
        label={t('deal-room.terms.interest_rate_percent')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        max="100"
        error={errors.interest_rate?.message}
        {...form.register('interest_rate', { valueAsNumber: true })}
      />
      <SelectField
        label={t('deal-room.terms.rate_type_label')}
        options={INTEREST_RATE_TYPES.map((value) => ({
          value,
          label: asChoice(t(`deal-room.terms.rate_type.${value}`)),
        }))}
        error={errors.interest_rate_type?.message}
        {...form.register('interest_rate_type')}
      />
      <TextField
        label={t('deal-room.terms.term_months')}
        type="number"
        inputMode="numeric"
        min="1"
        max="360"
        error={errors.term_months?.message}
        {...form.register('term_months', { valueAsNumber: true })}
      />
      <SelectField
        label={t('deal-room.terms.frequency_label')}
        options={REPAYMENT_FREQUENCIES.map((value) => ({
          value,
          label: asChoice(t(`deal-room.terms.frequency.${value}`)),
        }))}
        error={errors.repayment_frequency?.message}
        {...form.register('repayment_frequency')}
      />
      <div className="flex flex-col gap-2">
        {money('repayment_amount')}
        <div>
          <Button size="sm" variant="secondary" onClick={suggest}>
            {t('deal-room-admin.term_sheet.suggest_repayment')}
          </Button>
        </div>
      </div>
      {money('establishment_fee')}
      <TextField
        label={t('deal-room.terms.expires_on')}
        type="date"
        error={errors.expires_on?.message}
        {...form.register('expires_on')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('deal-room.terms.other_fees')}
          maxLength={2000}
          error={errors.other_fees?.message}
          {...form.register('other_fees')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('deal-room.terms.security')}
          maxLength={4000}
          error={errors.security?.message}
          {...form.register('security')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('deal-room.terms.conditions')}
          rows={4}
          maxLength={8000}
          error={errors.conditions?.message}
          {...form.register('conditions')}
        />
      </div>
    </fieldset>
  );
}
