import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationSection } from '../../../shared/deal-room/full-application.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { ApplicationReview } from './application-review';
import { BusinessStep } from './business-step';
import { DeclarationsStep } from './declarations-step';
import { DirectorsStep } from './directors-step';
import { FinancialsStep } from './financials-step';
import { FORM_STEPS } from './form-steps';
import { LoanStep } from './loan-step';
import { SaveIndicator } from './save-indicator';
import type { Step } from './step-binding';
import { StepIndicator } from './step-indicator';
import { useApplicationForm, type ApplicationFormProps } from './use-application-form';

const STEP_BODIES: Record<ApplicationSection, (props: { step: Step }) => ReactNode> = {
  business: BusinessStep,
  directors: DirectorsStep,
  financials: FinancialsStep,
  loan: LoanStep,
  declarations: DeclarationsStep,
};

/**
 * The full application, one step per section then a review: each step is checked by its shared
 * strict schema before moving on, the draft is saved as the applicant types and when they leave
 * a step, and the form opens where they left off. Its state lives in `useApplicationForm`.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { t } = useTranslation();
  const { choices } = props;
  const form = useApplicationForm(props);
  const { draft, current, step, errors, saver, completed, firstOpen, go } = form;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const StepBody = step === 'review' ? null : STEP_BODIES[step];

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [current]);

  const body =
    step === 'review' || !StepBody ? (
      <ApplicationReview
        draft={draft}
        choices={choices}
        onEdit={(section) => go(FORM_STEPS.indexOf(section))}
      />
    ) : (
      <StepBody
        key={step}
        step={{
          section: step,
          value: (draft[step] ?? {}) as Record<string, unknown>,
          set: (path, value) => form.change(step, path, value),
          errors: errors[step] ?? {},
          choices,
        }}
      />
    );

  return (
    <div className="flex flex-col gap-6">
      <StepIndicator
        steps={FORM_STEPS}
        current={current}
        completed={completed}
        reachable={(index) =>
          index <= firstOpen || completed.includes(FORM_STEPS[index] as ApplicationSection)
        }
        onGo={go}
      />
      <form
        id="full-application-step"
        noValidate
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') void form.submit();
          else form.next();
        }}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t('full-application.step_heading', {
              current: current + 1,
              total: FORM_STEPS.length,
              step: t(`full-application.steps.${step}`),
            })}
          </h2>
          <SaveIndicator state={saver.state} message={saver.message} />
        </div>
        {saver.state === 'conflict' && (
          <div className="flex flex-col items-start gap-2 rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-100">
            <p role="alert">{saver.message ?? t('full-application.stale')}</p>
            <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
              {t('full-application.reload')}
            </Button>
          </div>
        )}
        {body}
        <FormMessage tone="error" text={form.message} />
        <div className="flex flex-wrap justify-between gap-3">
          <div>
            {current > 0 && (
              <Button variant="secondary" onClick={() => go(current - 1)}>
                {t('full-application.back')}
              </Button>
            )}
          </div>
          <SubmitButton busy={form.busy} busyLabel={t('full-application.submitting')}>
            {step === 'review' ? t('full-application.submit') : t('full-application.next')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
