import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completedSections,
  type ApplicationSection,
  type TApplicationChoices,
  type TApplicationDraft,
} from '../../../shared/deal-room/full-application.contract';
import { HttpError } from '../../lib/http/http';
import {
  FORM_STEPS,
  errorsBySection,
  schemasFor,
  sectionErrors,
  type FormStep,
} from './form-steps';
import { setPath } from './step-binding';
import { useDraftSaver, type SaveSection } from './use-draft-saver';

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
 * The full application's state apart from its markup: the draft, the step shown, each
 * section's errors once checked, the draft saver, and moving between steps and submitting.
 */
export function useApplicationForm(props: ApplicationFormProps) {
  const { t } = useTranslation();
  const { choices } = props;
  const schemas = useMemo(() => schemasFor(choices), [choices]);
  const [draft, setDraft] = useState<TApplicationDraft>(props.data);
  const [current, setCurrent] = useState(FORM_STEPS.indexOf(props.resumeAt));
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<Partial<Record<ApplicationSection, boolean>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const saver = useDraftSaver({
    save: props.save,
    version: props.version,
    onInvalid: (section, found) =>
      setErrors((before) => ({ ...before, [section]: errorsBySection(found)[section] ?? {} })),
  });
  const completed = completedSections(draft, schemas);
  const firstOpen = FORM_STEPS.findIndex((step) => step === 'review' || !completed.includes(step));
  const step = FORM_STEPS[current] ?? 'review';

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

  return {
    draft,
    current,
    step,
    errors,
    message,
    busy,
    saver,
    completed,
    firstOpen,
    change,
    go,
    next,
    submit,
  };
}
