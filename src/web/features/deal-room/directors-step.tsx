import { useTranslation } from 'react-i18next';
import { MAX_DIRECTORS } from '../../../shared/deal-room/full-application.contract';
import { Button } from '../../components/button';
import { AddressFields } from './address-fields';
import { StepNumber, StepText, StepYesNo, type Step } from './step-binding';

const EMPTY_DIRECTOR = {
  full_name: '',
  date_of_birth: '',
  email: '',
  mobile: '',
  address: { street: '', suburb: '', region: '', postcode: '' },
  ownership_percent: null,
  guarantor: null,
};

/** One to six directors or guarantors, each in its own group; add and remove as needed. */
export function DirectorsStep({ step }: { step: Step }) {
  const { t } = useTranslation();
  const list = Array.isArray(step.value.directors) ? (step.value.directors as unknown[]) : [];
  const error = step.errors.directors;
  return (
    <div className="flex flex-col gap-6">
      {error && (
        <p id="fa-directors-error" className="text-red-700 dark:text-red-300" role="alert">
          {error}
        </p>
      )}
      {list.map((_, index) => {
        const path = `directors.${index}`;
        const number = index + 1;
        return (
          <fieldset
            key={index}
            className="flex flex-col gap-4 rounded border border-slate-300 p-4 dark:border-slate-600"
          >
            <legend className="px-1 text-lg font-semibold">
              {t('full-application.director_n', { number })}
            </legend>
            <StepText
              step={step}
              path={`${path}.full_name`}
              label={t('full-application.field.full_name')}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <StepText
                step={step}
                path={`${path}.date_of_birth`}
                type="date"
                label={t('full-application.field.date_of_birth')}
              />
              <StepText
                step={step}
                path={`${path}.email`}
                type="email"
                inputMode="email"
                label={t('full-application.field.email')}
              />
              <StepText
                step={step}
                path={`${path}.mobile`}
                type="tel"
                inputMode="tel"
                label={t('full-application.field.mobile')}
              />
              <StepNumber
                step={step}
                path={`${path}.ownership_percent`}
                money={false}
                label={t('full-application.field.ownership_percent')}
              />
            </div>
            <AddressFields
              step={step}
              path={`${path}.address`}
              legend={t('full-application.field.residential_address')}
            />
            <StepYesNo
              step={step}
              path={`${path}.guarantor`}
              label={t('full-application.field.guarantor')}
            />
            {list.length > 1 && (
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    step.set(
                      'directors',
                      list.filter((__, other) => other !== index),
                    )
                  }
                >
                  {t('full-application.remove_director', { number })}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      {list.length < MAX_DIRECTORS && (
        <div>
          <Button
            variant="secondary"
            onClick={() => step.set('directors', [...list, EMPTY_DIRECTOR])}
          >
            {t('full-application.add_director')}
          </Button>
        </div>
      )}
    </div>
  );
}
