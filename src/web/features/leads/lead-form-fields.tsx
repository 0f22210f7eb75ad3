import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { BUSINESS_STRUCTURES } from '../../../shared/leads/lead-fields';
import { MARKET_INFO } from '../../../shared/markets/markets';
import { EmailField } from '../../components/form/email-field';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import type { LeadFormOutput, LeadFormValues } from './lead-form-values';

type NumberName = 'amount' | 'annual_revenue' | 'term_months';

/** The lead's editable fields, labelled as the guest form labels them. */
export function LeadFormFields({
  form,
  detail,
}: {
  form: UseFormReturn<LeadFormValues, unknown, LeadFormOutput>;
  detail: TLeadDetailResponse;
}) {
  const { t } = useTranslation();
  const { lead, choices } = detail;
  const errors = form.formState.errors;
  const text = (name: keyof LeadFormValues, label: string) => ({
    label,
    error: errors[name]?.message,
    ...form.register(name),
  });
  const select = (
    name: keyof LeadFormValues,
    label: string,
    options: { value: string; label: string }[],
  ) => <SelectField placeholder options={options} {...text(name, label)} />;
  const number = (name: NumberName, label: string, symbol?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberField
          label={label}
          symbol={symbol}
          error={errors[name]?.message}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
        />
      )}
    />
  );
  const currency = { currency: lead.currency };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField autoComplete="off" {...text('first_name', t('apply-form.first_name'))} />
      <TextField autoComplete="off" {...text('last_name', t('apply-form.last_name'))} />
      <EmailField autoComplete="off" {...text('email', t('apply-form.email'))} />
      <TextField type="tel" autoComplete="off" {...text('mobile', t('apply-form.mobile'))} />
      <TextField {...text('business_name', t('apply-form.business_name'))} />
      <TextField {...text('business_number', t(`apply-form.business_number.${lead.market}`))} />
      {select(
        'business_structure',
        t('apply-form.business_structure'),
        BUSINESS_STRUCTURES.map((value) => ({ value, label: t(`apply.structures.${value}`) })),
      )}
      {select('industry', t('apply-form.industry'), choices.industries)}
      {select('time_trading', t('apply-form.time_trading'), choices.time_trading)}
      {select(
        'region',
        t(`apply-form.region.${lead.market}`),
        MARKET_INFO[lead.market].regions.map((region) => ({
          value: region.code,
          label: region.name,
        })),
      )}
      {number('annual_revenue', t('apply-form.annual_revenue', currency))}
      {number('amount', t('apply-form.amount', currency))}
      {select('purpose', t('apply-form.purpose'), choices.purposes)}
      {number('term_months', t('apply-form.term_months'), '')}
    </div>
  );
}
