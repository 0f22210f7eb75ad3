import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZAppSettingsSchema, type AppSettings } from '../../../shared/settings/settings.contract';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { submitHandler } from '../../lib/forms/forms';
import { useSettingsForm } from '../settings/use-settings-form';

const ZPayoutSettingsSchema = ZAppSettingsSchema.pick({
  statement_closing_day: true,
  minimum_payout: true,
  firm_address: true,
  firm_payout_accounts: true,
  firm_nz_tax_numbers: true,
});
type PayoutSettings = z.infer<typeof ZPayoutSettingsSchema>;

const payoutOf = (settings: AppSettings): PayoutSettings => ({
  statement_closing_day: settings.statement_closing_day,
  minimum_payout: settings.minimum_payout,
  firm_address: settings.firm_address,
  firm_payout_accounts: settings.firm_payout_accounts,
  firm_nz_tax_numbers: settings.firm_nz_tax_numbers,
});

/**
 * The statement and payout settings (issue 35, decision 0071): sends only what changed; a 422
 * lands on its fields. The firm's accounts are digits only, as the bank files carry them.
 */
export function PayoutSettingsForm({ saved }: { saved: AppSettings }) {
  const { t } = useTranslation();
  const { form, submit, failure } = useSettingsForm(ZPayoutSettingsSchema, saved, payoutOf);
  const { errors, isSubmitting } = form.formState;
  const accountErrors = errors.firm_payout_accounts;
  const nzTaxErrors = errors.firm_nz_tax_numbers;
  const number = { valueAsNumber: true } as const;
  const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-6" noValidate>
      <FormMessage tone="error" text={failure} />
      <Card title={t('payouts.settings.statements_title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('payouts.settings.closing_day')}
            hint={t('payouts.settings.closing_day_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={28}
            error={errors.statement_closing_day?.message}
            {...form.register('statement_closing_day', number)}
          />
          <TextField
            label={t('payouts.settings.minimum_payout')}
            hint={t('payouts.settings.minimum_payout_hint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={1_000_000}
            error={errors.minimum_payout?.message}
            {...form.register('minimum_payout', number)}
          />
        </div>
        <TextAreaField
          label={t('payouts.settings.firm_address')}
          hint={t('payouts.settings.firm_address_hint')}
          autoComplete="off"
          maxLength={300}
          error={errors.firm_address?.message}
          {...form.register('firm_address')}
        />
      </Card>
      <Card title={t('payouts.settings.au_title')}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('payouts.settings.au_intro')}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('payouts.settings.au_bsb')}
            hint={t('payouts.settings.au_bsb_hint')}
            maxLength={6}
            error={accountErrors?.au_bsb?.message}
            {...digits}
            {...form.register('firm_payout_accounts.au_bsb')}
          />
          <TextField
            label={t('payouts.settings.au_account')}
            hint={t('payouts.settings.au_account_hint')}
            maxLength={9}
            error={accountErrors?.au_account?.message}
            {...digits}
            {...form.register('firm_payout_accounts.au_account')}
          />
          <TextField
            label={t('payouts.settings.au_bank')}
            hint={t('payouts.settings.au_bank_hint')}
            autoComplete="off"
            maxLength={3}
            error={accountErrors?.au_bank?.message}
            {...form.register('firm_payout_accounts.au_bank', {
              // The ABA header wants the code in capitals: "wbc" is taken as meant.
              setValueAs: (value: string) => value.toUpperCase(),
            })}
          />
          <TextField
            label={t('payouts.settings.au_apca_user_id')}
            hint={t('payouts.settings.au_apca_user_id_hint')}
            maxLength={6}
            error={accountErrors?.au_apca_user_id?.message}
            {...digits}
            {...form.register('firm_payout_accounts.au_apca_user_id')}
          />
          <TextField
            label={t('payouts.settings.au_user_name')}
            hint={t('payouts.settings.au_user_name_hint')}
            autoComplete="off"
            maxLength={26}
            error={accountErrors?.au_user_name?.message}
            {...form.register('firm_payout_accounts.au_user_name')}
          />
        </div>
      </Card>
      <Card title={t('payouts.settings.nz_title')}>
        <TextField
          label={t('payouts.settings.nz_account')}
          hint={t('payouts.settings.nz_account_hint')}
          maxLength={16}
          error={accountErrors?.nz_account?.message}
          {...digits}
          {...form.register('firm_payout_accounts.nz_account')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('payouts.settings.nz_nzbn')}
            hint={t('payouts.settings.nz_nzbn_hint')}
            maxLength={20}
            error={nzTaxErrors?.nzbn?.message}
            {...digits}
            {...form.register('firm_nz_tax_numbers.nzbn')}
          />
          <TextField
            label={t('payouts.settings.nz_gst_number')}
            hint={t('payouts.settings.nz_gst_number_hint')}
            maxLength={20}
            error={nzTaxErrors?.gst_number?.message}
            {...digits}
            {...form.register('firm_nz_tax_numbers.gst_number')}
          />
        </div>
      </Card>
      <div>
        <SubmitButton busy={isSubmitting}>{t('settings-admin.save')}</SubmitButton>
      </div>
    </form>
  );
}
