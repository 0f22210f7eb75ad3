import { useTranslation } from 'react-i18next';
import { MAX_DEBTS } from '../../../shared/deal-room/full-application.contract';
import { Button } from '../../components/button';
import { StepNumber, StepSignedNumber, StepText, type Step } from './step-binding';

const EMPTY_DEBT = { lender: '', balance: null, monthly_repayment: null };

export function FinancialsStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const debts = Array.isArray(step.value.debts) ? (step.value.debts as unknown[]) : [];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StepNumber
          step={step}
          path="annual_revenue"
          label={t('full-application.field.annual_revenue')}
        />
        <StepSignedNumber
          step={step}
          path="net_profit"
          label={t('full-application.field.net_profit')}
          hint={t('full-application.net_profit_hint')}
        />
        <StepNumber
          step={step}
          path="total_assets"
          label={t('full-application.field.total_assets')}
        />
        <StepNumber
          step={step}
          path="total_liabilities"
          label={t('full-application.field.total_liabilities')}
        />
      </div>
      <fieldset className="flex flex-col gap-4 rounded border border-slate-300 p-4 dark:border-slate-600">
        <legend className="px-1 font-semibold">{t('full-application.debts')}</legend>
        {debts.length === 0 && <p>{t('full-application.no_debts')}</p>}
        {debts.map((_, index) => {
          const number = index + 1;
          return (
            <div
              key={index}
              role="group"
              aria-label={t('full-application.debt_n', { number })}
              className="flex flex-col gap-3 border-b border-slate-200 pb-4 dark:border-slate-700"
            >
              <p className="font-medium">{t('full-application.debt_n', { number })}</p>
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                <StepText
                  step={step}
                  path={`debts.${index}.lender`}
                  label={t('full-application.field.lender')}
                />
                <StepNumber
                  step={step}
                  path={`debts.${index}.balance`}
                  label={t('full-application.field.balance')}
                />
                <StepNumber
                  step={step}
                  path={`debts.${index}.monthly_repayment`}
                  label={t('full-application.field.monthly_repayment')}
                />
              </div>
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    step.set(
                      'debts',
                      debts.filter((__, other) => other !== index),
                    )
                  }
                >
                  {t('full-application.remove_debt', { number })}
                </Button>
              </div>
            </div>
          );
        })}
        {debts.length < MAX_DEBTS && (
          <div>
            <Button variant="secondary" onClick={() => step.set('debts', [...debts, EMPTY_DEBT])}>
              {t('full-application.add_debt')}
            </Button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
