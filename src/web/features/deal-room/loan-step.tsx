import { useTranslation } from 'react-i18next';
import { REPAYMENT_FREQUENCIES } from '../../../shared/deal-room/deal-room';
import { SECURITY_TYPES } from '../../../shared/deal-room/full-application.contract';
import { useFormats } from '../../lib/preferences/use-formats';
import { StepNumber, StepSelect, StepTextArea, type Step } from './step-binding';

export function LoanStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { amount_limits: limits, currency, term_months: term } = step.choices;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StepNumber
          step={step}
          path="amount"
          label={t('full-application.field.amount')}
          hint={t('full-application.amount_hint', {
            min: formats.money(limits.min, currency),
            max: formats.money(limits.max, currency),
          })}
        />
        <StepSelect
          step={step}
          path="purpose"
          label={t('full-application.field.purpose')}
          options={step.choices.purposes}
        />
        <StepNumber
          step={step}
          path="term_months"
          money={false}
          label={t('full-application.field.term_months')}
          hint={t('full-application.term_hint', { min: term.min, max: term.max })}
        />
        <StepSelect
          step={step}
          path="repayment_frequency"
          label={t('full-application.field.repayment_frequency')}
          options={REPAYMENT_FREQUENCIES.map((value) => ({
            value,
            label: t(`full-application.frequency.${value}`),
          }))}
        />
        <StepSelect
          step={step}
          path="security"
          label={t('full-application.field.security')}
          options={SECURITY_TYPES.map((value) => ({
            value,
            label: t(`full-application.security.${value}`),
          }))}
        />
      </div>
      <StepTextArea
        step={step}
        path="security_details"
        label={t('full-application.field.security_details')}
      />
    </div>
  );
}
