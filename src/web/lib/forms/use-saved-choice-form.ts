import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Schema } from '../../../shared/api/endpoint';
import { formResolver, submitFailure, submitHandler } from './forms';

/** What a saved choice's form says above itself: nothing yet, its save, or why it failed. */
interface ChoiceMessage {
  tone: 'error' | 'success';
  text: string | null;
}

/**
 * The form of one saved choice, a section of a profile or settings screen (e-mails about leads,
 * colleagues' visibility, task e-mails): it starts from what is saved; a save sends the choice,
 * keeps what the server stored and shows the server's message, or puts a refusal on its field.
 */
export function useSavedChoiceForm<
  S extends Schema,
  Values extends FieldValues = z.input<S> & FieldValues,
>({
  schema,
  saved,
  save,
}: {
  schema: S;
  saved: Values;
  save: (values: z.output<S>) => Promise<{ stored: Values; message: string }>;
}) {
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: formResolver<S, Values>(schema),
    defaultValues: saved as DefaultValues<Values>,
  });
  const [message, setMessage] = useState<ChoiceMessage>({ tone: 'error', text: null });
  const submit = form.handleSubmit(async (values) => {
    setMessage({ tone: 'error', text: null });
    try {
      const answer = await save(values);
      form.reset(answer.stored);
      setMessage({ tone: 'success', text: answer.message });
    } catch (error) {
      setMessage({ tone: 'error', text: submitFailure(error, form.setError) });
    }
  });
  return { form, message, onSubmit: submitHandler(submit) };
}
