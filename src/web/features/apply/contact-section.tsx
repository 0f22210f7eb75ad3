import { memo } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/form/email-field';
import { TextField } from '../../components/form/text-field';
import { MarketChoice } from './market-choice';
import { rememberVisitorMarket } from './visitor-market';
import type { SectionProps } from './section-props';

/** Market first (it changes what follows), then who to call back. */
export const ContactSection = memo(function ContactSection({
  form,
  options,
  market,
  forAdmin,
}: SectionProps) {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control });
  const onMarketChange = () => {
    // States and regions differ; a number checked for one market says nothing for the other.
    // Only forms that ask for it hold a region: the quick form's strict schema refuses one.
    if (form.getValues('region') !== undefined) form.setValue('region', '');
    form.clearErrors(['region', 'business_number', 'mobile', 'amount']);
    // A guest's choice: their next guest page is rendered on it (issue 42).
    if (!forAdmin) rememberVisitorMarket(form.getValues('market'));
  };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">
        {t(forAdmin ? 'lead-repeat.sections.contact' : 'apply-form.sections.contact')}
      </legend>
      <MarketChoice
        legend={t(forAdmin ? 'lead-repeat.market' : 'apply-form.market')}
        markets={options.markets.map((item) => item.code)}
        error={errors.market?.message}
        field={form.register('market', { onChange: onMarketChange })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('apply-form.first_name')}
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextField
          label={t('apply-form.last_name')}
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <EmailField
          label={t('apply-form.email')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('apply-form.mobile')}
          type="tel"
          autoComplete="tel-national"
          hint={t(`apply-form.mobile_hint.${market.code}`)}
          error={errors.mobile?.message}
          {...form.register('mobile')}
        />
      </div>
    </fieldset>
  );
});
