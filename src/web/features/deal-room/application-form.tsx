import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completedSections,
  type ApplicationSection,
  type TApplicationChoices,
  type TApplicationDraft,
} from '../../../shared/deal-room/full-application.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { HttpError } from '../../lib/http/http';
import { ApplicationAnswers } from './application-answers';
import { BusinessStep } from './business-step';
import { DeclarationsStep } from './declarations-step';
import { DirectorsStep } from './directors-step';
import { FinancialsStep } from './financials-step';
import {
  FORM_STEPS,
  errorsBySection,
  schemasFor,
  sectionErrors,
  type FormStep,
} from './form-steps';
import { LoanStep } from './loan-step';
import { SaveIndicator } from './save-indicator';
import { setPath, type Step } from './step-binding';
import { StepIndicator } from './step-indicator';
import { useDraftSaver, type SaveSection } from './use-draft-saver';

const STEP_BODIES: Record<ApplicationSection, (props: { step: Step }) => ReactNode> = {
  business: BusinessStep,
  directors: DirectorsStep,
  financials: FinancialsStep,
  loan: LoanStep,
  declarations: DeclarationsStep,
};

export interface ApplicationFormProps {
  data: TApplicationDraft;
  version: number;
  resumeAt: FormStep;
  choices: TApplicationChoices;
  save: SaveSection;
  /** Sends the whole application; throws the API's HttpError when refused. */
  submit: (version: number) => Promise<void>;
}

type Errors = Partial<Record<ApplicationSection, Record<string, string>>>;

/**
 * The full application, one step per section then a review: each step is checked by its shared
 * strict schema before moving on, the draft is saved as the applicant types and when they leave
 * a step, and the form opens where they left off.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const { t } = useTranslation();
  const { choices } = props;
  const schemas = useMemo(() => schemasFor(choices), [choices]);
  const [draft, setDraft] = useState<TApplicationDraft>(props.data);
  const [current, setCurrent] = useState(FORM_STEPS.indexOf(props.resumeAt));
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<Partial<Record<ApplicationSection, boolean>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saver = useDraftSaver({
    save: props.save,
    version: props.version,
    onInvalid: (section, found) =>
      setErrors((before) => ({ ...before, [section]: errorsBySection(found)[section] ?? {} })),
  });
  const completed = completedSections(draft, schemas);
  const firstOpen = FORM_STEPS.findIndex((step) => step === 'review' || !completed.includes(step));
  const step = FORM_STEPS[current] ?? 'review';
  const StepBody = step === 'review' ? null : STEP_BODIES[step];

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [current]);

  const change = (section: ApplicationSection, path: string, value: unknown) => {
    const next = setPath(draft, `${section}.${path}`, value);
    setDraft(next);
    saver.schedule(section, (next[section] ?? {}) as Record<string, unknown>);
    if (checked[section]) {
      setErrors((all) => ({ ...all, [section]: sectionErrors(schemas, section, next) }));
    }
  };

  const go = (index: number) => {
    setMessage(null);
    void saver.flush();
    setCurrent(index);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          '#full-application-step [aria-invalid="true"], #full-application-step [role="alert"]',
        )
        ?.focus(),
    );

  const next = () => {
    if (step === 'review') return;
    const found = sectionErrors(schemas, step, draft);
    setChecked((before) => ({ ...before, [step]: true }));
    setErrors((before) => ({ ...before, [step]: found }));
    if (Object.keys(found).length > 0) {
      setMessage(t('full-application.fix_step'));
      void saver.flush();
      focusFirstError();
      return;
    }
    go(current + 1);
  };

  const submit = async () => {
    setMessage(null);
    const open = FORM_STEPS.find(
      (candidate): candidate is ApplicationSection =>
        candidate !== 'review' && !completed.includes(candidate),
    );
    if (open) {
      setChecked((before) => ({ ...before, [open]: true }));
      setErrors((before) => ({ ...before, [open]: sectionErrors(schemas, open, draft) }));
      setCurrent(FORM_STEPS.indexOf(open));
      setMessage(t('full-application.fix_step'));
      return;
    }
    setBusy(true);
    try {
      if (!(await saver.flush()) && saver.state === 'conflict') return;
      await props.submit(saver.version());
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) {
        const grouped = errorsBySection(error.body?.errors ?? {});
        setErrors(grouped);
        const first = FORM_STEPS.find((candidate) => candidate !== 'review' && grouped[candidate]);
        if (first) setCurrent(FORM_STEPS.indexOf(first));
        setMessage(t('full-application.fix_step'));
      } else {
        setMessage(
          error instanceof HttpError
            ? (error.body?.message ?? t('errors.submit_refused'))
            : t('errors.unavailable'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const body =
    step === 'review' || !StepBody ? (
      <div className="flex flex-col gap-4">
        <p>{t('full-application.review_intro')}</p>
        <ApplicationAnswers
          data={draft}
          choices={choices}
          actions={(section) => (
            <Button variant="secondary" size="sm" onClick={() => go(FORM_STEPS.indexOf(section))}>
              {t('full-application.edit_step', { step: t(`full-application.steps.${section}`) })}
            </Button>
          )}
        />
      </div>
    ) : (
      <StepBody
        key={step}
        step={{
          section: step,
          value: (draft[step] ?? {}) as Record<string, unknown>,
          set: (path, value) => change(step, path, value),
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
          if (step === 'review') void submit();
          else next();
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
        <FormMessage tone="error" text={message} />
        <div className="flex flex-wrap justify-between gap-3">
          <div>
            {current > 0 && (
              <Button variant="secondary" onClick={() => go(current - 1)}>
                {t('full-application.back')}
              </Button>
            )}
          </div>
          <SubmitButton busy={busy} busyLabel={t('full-application.submitting')}>
            {step === 'review' ? t('full-application.submit') : t('full-application.next')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
