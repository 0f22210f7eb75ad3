import { useTranslation } from 'react-i18next';
import { StepCheckbox, StepText, StepTextArea, StepYesNo, type Step } from './step-binding';

export function DeclarationsStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const taxOffice = step.choices.market === 'AU' ? 'ATO' : 'IRD';
  return (
    <div className="flex flex-col gap-5">
      <StepYesNo step={step} path="insolvency" label={t('full-application.field.insolvency')} />
      {step.value.insolvency === true && (
        <StepTextArea
          step={step}
          path="insolvency_details"
          label={t('full-application.field.explain')}
        />
      )}
      <StepYesNo
        step={step}
        path="tax_debt"
        label={t('full-application.field.tax_debt', { office: taxOffice })}
      />
      {step.value.tax_debt === true && (
        <StepTextArea
          step={step}
          path="tax_debt_details"
          label={t('full-application.field.explain')}
        />
      )}
      <StepCheckbox
        step={step}
        path="consent_credit_check"
        label={t('full-application.field.consent_credit_check')}
      />
      <StepCheckbox
        step={step}
        path="consent_privacy"
        label={t('full-application.field.consent_privacy')}
      />
      <StepCheckbox
        step={step}
        path="confirm_accurate"
        label={t('full-application.field.confirm_accurate')}
      />
      <StepText
        step={step}
        path="full_name"
        autoComplete="name"
        label={t('full-application.field.signature')}
        hint={t('full-application.signature_hint')}
      />
    </div>
  );
}
