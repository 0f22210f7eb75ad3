import { Controller, get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currencyOf, isMarket, MARKETS } from '../../../shared/markets/markets';
import { INTEREST_RATE_TYPES, REPAYMENT_FREQUENCIES } from '../../../shared/deal-room/deal-room';
import { MARKET_SCOPED_GROUPS } from '../../../shared/options/option-groups';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { parseDecimal, type OptionFormValues } from './option-form-values';

type Form = UseFormReturn<OptionFormValues>;
type MoneyField = 'data.min' | 'data.max' | 'data.establishment_fee';

const errorOf = (form: Form, field: string): string | undefined =>
  (get(form.formState.errors, field) as { message?: string } | undefined)?.message;

/** An amount in whole dollars, shown as "$1,234", of the entry's market. */
function MoneyInput({ form, name, label }: { form: Form; name: MoneyField; label: string }) {
  const { t } = useTranslation();
  const market = form.getValues('value');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberField
          label={label}
          hint={
            isMarket(market)
              ? t('options-admin.in_currency', { currency: currencyOf(market) })
              : undefined
          }
          value={(field.value as number | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={errorOf(form, name)}
        />
      )}
    />
  );
}

/** The extra data of the lists that carry some: amount limits, term sheet defaults, markets. */
export function OptionDataFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const group = form.getValues('group');
  if (group === 'amount_limit') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyInput form={form} name="data.min" label={t('options-admin.min_amount')} />
        <MoneyInput form={form} name="data.max" label={t('options-admin.max_amount')} />
      </div>
    );
  }
  if (MARKET_SCOPED_GROUPS.includes(group)) {
    const error = errorOf(form, 'data.markets');
    return (
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={error ? 'option-markets-error' : undefined}
      >
        <legend className="mb-1 font-medium">{t('options-admin.markets')}</legend>
        {MARKETS.map((market) => (
          <label key={market} className="flex items-center gap-2">
            <input
              type="checkbox"
              value={market}
              className="size-4"
              {...form.register('data.markets')}
            />
            {t(`markets.${market}`)}
          </label>
        ))}
        {error && (
          <p id="option-markets-error" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  if (group !== 'term_sheet_default') return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('options-admin.rate_type')}
        options={INTEREST_RATE_TYPES.map((type) => ({
          value: type,
          label: t(`options-admin.rate_${type}`),
        }))}
        error={errorOf(form, 'data.interest_rate_type')}
        {...form.register('data.interest_rate_type')}
      />
      <TextField
        label={t('options-admin.interest_rate')}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf(form, 'data.interest_rate')}
        {...form.register('data.interest_rate', { setValueAs: parseDecimal })}
      />
      <TextField
        label={t('options-admin.term_months')}
        inputMode="numeric"
        autoComplete="off"
        error={errorOf(form, 'data.term_months')}
        {...form.register('data.term_months', { setValueAs: parseDecimal })}
      />
      <SelectField
        label={t('options-admin.frequency')}
        options={REPAYMENT_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: t(`options-admin.frequency_${frequency}`),
        }))}
        error={errorOf(form, 'data.repayment_frequency')}
        {...form.register('data.repayment_frequency')}
      />
      <MoneyInput form={form} name="data.establishment_fee" label={t('options-admin.fee')} />
    </div>
  );
}

export { errorOf };
