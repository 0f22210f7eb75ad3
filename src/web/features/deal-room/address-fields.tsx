import { useTranslation } from 'react-i18next';
import { StepSelect, StepText, type Step } from './step-binding';

/** Street, suburb, state (AU) or region (NZ) and postcode, under one legend. */
export function AddressFields({
  step,
  path,
  legend,
}: {
  step: Step;
  path: string;
  legend: string;
}) {
  const { t } = useTranslation();
  const regions = step.choices.regions.map((region) => ({
    value: region.code,
    label: region.name,
  }));
  return (
    <fieldset className="flex flex-col gap-4 rounded border border-slate-300 p-4 dark:border-slate-600">
      <legend className="px-1 font-semibold">{legend}</legend>
      <StepText
        step={step}
        path={`${path}.street`}
        label={t('full-application.field.street')}
        autoComplete="street-address"
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StepText step={step} path={`${path}.suburb`} label={t('full-application.field.suburb')} />
        <StepSelect
          step={step}
          path={`${path}.region`}
          label={
            step.choices.market === 'AU'
              ? t('full-application.field.state')
              : t('full-application.field.region')
          }
          options={regions}
        />
        <StepText
          step={step}
          path={`${path}.postcode`}
          label={t('full-application.field.postcode')}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </div>
    </fieldset>
  );
}
