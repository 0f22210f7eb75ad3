import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../shared/markets/markets';
import type {
  TPaymentDetails,
  TPaymentDetailsRequest,
} from '../../../shared/payment-details/payment-details.contract';
import { Card } from '../../components/card';
import { TextField } from '../../components/form/text-field';

/**
 * The bank account of the partner's market: AU BSB and account number, NZ bank, branch, account
 * and suffix. Once saved, the account is shown masked and its fields open only to change it.
 */
export function BankAccountFields({
  form,
  market,
  saved,
}: {
  form: UseFormReturn<TPaymentDetailsRequest>;
  market: Market;
  saved: TPaymentDetails | null;
}) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const changing = useWatch({ control: form.control, name: 'change_bank' });
  const digits = (
    name: 'bsb' | 'account_number' | 'bank' | 'branch' | 'account' | 'suffix',
    maxLength: number,
  ) => (
    <TextField
      label={t(`payment-details.fields.${name}`)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <Card title={t('payment-details.fields.bank_account')}>
      <TextField
        label={t('payment-details.fields.account_name')}
        hint={t('payment-details.fields.account_name_hint')}
        autoComplete="off"
        maxLength={32}
        error={errors.account_name?.message}
        {...form.register('account_name')}
      />
      {saved && (
        <div className="flex flex-col gap-2">
          <p>
            {t('payment-details.fields.current_account', { account: saved.bank_account_masked })}
          </p>
          <label className="flex items-center gap-2 font-medium">
            <input type="checkbox" {...form.register('change_bank')} />
            {t('payment-details.fields.change_bank')}
          </label>
        </div>
      )}
      {changing &&
        (market === 'AU' ? (
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            {digits('bsb', 7)}
            {digits('account_number', 11)}
          </div>
        ) : (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">{t('payment-details.fields.bank_account')}</legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-[6rem_7rem_1fr_6rem]">
              {digits('bank', 2)}
              {digits('branch', 4)}
              {digits('account', 8)}
              {digits('suffix', 3)}
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('payment-details.fields.nz_account_hint')}
            </p>
          </fieldset>
        ))}
    </Card>
  );
}
