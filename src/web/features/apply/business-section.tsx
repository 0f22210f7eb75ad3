import { memo } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { formatMoney } from '../../../shared/leads/money';
import { FormNumberField } from './money-input';
import type { SectionProps } from './section-props';

/** The business: name, ABN or NZBN, where it trades; the full form also asks how it runs. */
export const BusinessSection = memo(function BusinessSection({
  form,
  options,
  market,
  full,
  forAdmin,
}: SectionProps & { full: boolean }) {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState({ control: form.control });
  const code = market.code;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">
        {t(forAdmin ? 'lead-repeat.sections.business' : 'apply-form.sections.business')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('apply-form.business_name')}
          autoComplete="organization"
          error={errors.business_name?.message}
          {...form.register('business_name')}
        />
        <TextField
          label={t(`apply-form.business_number.${code}`)}
          inputMode="numeric"
          hint={t(`apply-form.business_number_hint.${code}`)}
          error={errors.business_number?.message}
          {...form.register('business_number')}
        />
        <SelectField
          // A new market brings a new list; a fresh select shows the empty choice again.
          key={code}
          label={t(`apply-form.region.${code}`)}
          placeholder
          options={market.regions.map((region) => ({ value: region.code, label: region.name }))}
          error={errors.region?.message}
          {...form.register('region')}
        />
        {full && (
          <>
            <SelectField
              label={t('apply-form.business_structure')}
              placeholder
              options={options.structures}
              error={errors.business_structure?.message}
              {...form.register('business_structure')}
            />
            <SelectField
              label={t('apply-form.industry')}
              placeholder
              options={options.industries}
              error={errors.industry?.message}
              {...form.register('industry')}
            />
            <SelectField
              label={t('apply-form.time_trading')}
              placeholder
              options={options.time_trading}
              error={errors.time_trading?.message}
              {...form.register('time_trading')}
            />
            <FormNumberField
              form={form}
              name="annual_revenue"
              label={t('apply-form.annual_revenue', { currency: market.currency })}
              hint={t('apply-form.annual_revenue_hint', {
                example: formatMoney(500_000, market.currency, i18n.language),
              })}
            />
          </>
        )}
      </div>
    </fieldset>
  );
});
