import { useTranslation } from 'react-i18next';
import { AddressFields } from './address-fields';
import { StepSelect, StepText, type Step } from './step-binding';

export function BusinessStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const { choices } = step;
  return (
    <div className="flex flex-col gap-4">
      <StepText
        step={step}
        path="legal_name"
        label={t('full-application.field.legal_name')}
        autoComplete="organization"
      />
      <StepText
        step={step}
        path="trading_name"
        label={t('full-application.field.trading_name')}
        hint={t('full-application.optional')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StepText
          step={step}
          path="business_number"
          label={choices.business_number}
          inputMode="numeric"
        />
        <StepSelect
          step={step}
          path="structure"
          label={t('full-application.field.structure')}
          options={choices.structures}
        />
        <StepSelect
          step={step}
          path="industry"
          label={t('full-application.field.industry')}
          options={choices.industries}
        />
        <StepText
          step={step}
          path="established_on"
          type="date"
          label={t('full-application.field.established_on')}
        />
      </div>
      <AddressFields step={step} path="address" legend={t('full-application.field.address')} />
      <StepText
        step={step}
        path="website"
        label={t('full-application.field.website')}
        hint={t('full-application.optional')}
        inputMode="url"
        autoComplete="url"
      />
    </div>
  );
}
