import { memo } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/select-field';
import { formatMoney } from '../../../shared/leads/money';
import { FormNumberField } from './money-input';
import type { SectionProps } from './section-props';

/** How much, what for and for how long; the quick form asks only how much. */
export const RequestSection = memo(function RequestSection({
  form,
  options,
  market,
  amountOnly,
  forAdmin,
}: SectionProps & { amountOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const { errors } = useFormState({ control: form.control });
  const money = (amount: number) => formatMoney(amount, market.currency, i18n.language);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">
        {t(forAdmin ? 'lead-repeat.sections.request' : 'apply-form.sections.request')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormNumberField
          form={form}
          name="amount"
          label={t('apply-form.amount', { currency: market.currency })}
          hint={t('apply-form.amount_hint', {
            min: money(market.amount_limits.min),
            max: money(market.amount_limits.max),
          })}
        />
        {!amountOnly && (
          <>
            <SelectField
              label={t('apply-form.purpose')}
              placeholder
              options={options.purposes}
              error={errors.purpose?.message}
              {...form.register('purpose')}
            />
            <FormNumberField
              form={form}
              name="term_months"
              symbol=""
              label={t('apply-form.term_months')}
              hint={t('apply-form.term_hint', options.term_months)}
            />
          </>
        )}
      </div>
    </fieldset>
  );
});
