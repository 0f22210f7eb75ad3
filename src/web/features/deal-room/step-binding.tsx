import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ApplicationSection,
  TApplicationChoices,
} from '../../../shared/deal-room/full-application.contract';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';

type Values = Record<string, unknown>;

/** The value at a dotted path ('address.street', 'directors.0.email'). */
function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node === null || typeof node !== 'object') return undefined;
    return (node as Values)[key];
  }, value);
}

/** A copy of `value` with `next` at the dotted path; arrays stay arrays. */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [key = '', ...rest] = path.split('.');
  const node: unknown = value ?? {};
  const copy: Values | unknown[] = Array.isArray(node) ? [...node] : { ...(node as Values) };
  const child = (copy as Values)[key];
  (copy as Values)[key] = rest.length ? setPath(child, rest.join('.'), next) : next;
  return copy as T;
}

/** What every step gets: its section's values, a setter by path, and its errors by path. */
export interface Step {
  section: ApplicationSection;
  value: Values;
  set: (path: string, next: unknown) => void;
  errors: Record<string, string>;
  choices: TApplicationChoices;
}

const idOf = (step: Step, path: string) => `fa-${step.section}-${path.replaceAll('.', '-')}`;

export function StepText({
  step,
  path,
  label,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  step: Step;
  path: string;
  label: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
}) {
  const raw = getPath(step.value, path);
  return (
    <TextField
      id={idOf(step, path)}
      label={label}
      hint={hint}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      value={typeof raw === 'string' ? raw : ''}
      onChange={(event) => step.set(path, event.target.value)}
      error={step.errors[path]}
    />
  );
}

export function StepTextArea({ step, path, label }: { step: Step; path: string; label: string }) {
  const id = idOf(step, path);
  const raw = getPath(step.value, path);
  const error = step.errors[path];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={typeof raw === 'string' ? raw : ''}
        onChange={(event) => step.set(path, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded border bg-white px-3 py-2 text-slate-900 dark:bg-slate-900 dark:text-slate-100 ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-400 dark:border-slate-500'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function StepNumber({
  step,
  path,
  label,
  hint,
  money = true,
}: {
  step: Step;
  path: string;
  label: string;
  hint?: string;
  money?: boolean;
}) {
  const raw = getPath(step.value, path);
  return (
    <NumberField
      id={idOf(step, path)}
      label={label}
      hint={hint}
      symbol={money ? '$' : ''}
      value={typeof raw === 'number' ? raw : null}
      onChange={(next) => step.set(path, next)}
      error={step.errors[path]}
    />
  );
}

/** Whole dollars that may be negative (a loss): typed as text, kept as a number. */
export function StepSignedNumber({
  step,
  path,
  label,
  hint,
}: {
  step: Step;
  path: string;
  label: string;
  hint?: string;
}) {
  const raw = getPath(step.value, path);
  const [text, setText] = useState(typeof raw === 'number' ? String(raw) : '');
  return (
    <TextField
      id={idOf(step, path)}
      label={label}
      hint={hint}
      inputMode="text"
      value={text}
      onChange={(event) => {
        const cleaned = event.target.value.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');
        setText(cleaned);
        const digits = cleaned.replace('-', '');
        step.set(path, digits ? Number(cleaned) : null);
      }}
      error={step.errors[path]}
    />
  );
}

export function StepSelect({
  step,
  path,
  label,
  options,
}: {
  step: Step;
  path: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const raw = getPath(step.value, path);
  return (
    <SelectField
      id={idOf(step, path)}
      label={label}
      options={options}
      placeholder
      value={typeof raw === 'string' ? raw : ''}
      onChange={(event) => step.set(path, event.target.value)}
      error={step.errors[path]}
    />
  );
}

/** A yes/no question: two radio buttons in a fieldset whose legend is the question. */
export function StepYesNo({ step, path, label }: { step: Step; path: string; label: string }) {
  const { t } = useTranslation();
  const name = useId();
  const raw = getPath(step.value, path);
  const error = step.errors[path];
  const errorId = `${idOf(step, path)}-error`;
  return (
    <fieldset
      className="flex flex-col gap-1"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="font-medium">{label}</legend>
      <div className="flex gap-6">
        {[true, false].map((answer) => (
          <label key={String(answer)} className="flex items-center gap-2 py-1">
            <input
              type="radio"
              name={name}
              id={answer ? idOf(step, path) : undefined}
              checked={raw === answer}
              onChange={() => step.set(path, answer)}
              className="h-5 w-5"
            />
            {answer ? t('full-application.yes') : t('full-application.no')}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function StepCheckbox({ step, path, label }: { step: Step; path: string; label: string }) {
  const id = idOf(step, path);
  const error = step.errors[path];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={getPath(step.value, path) === true}
          onChange={(event) => step.set(path, event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
