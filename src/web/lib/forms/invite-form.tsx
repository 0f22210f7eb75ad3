import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { formResolver, submitFailure, submitHandler } from './forms';

interface Invitee {
  name: string;
  email: string;
}

interface InviteFormProps {
  schema: z.ZodType<Invitee>;
  /** Sends the invitation; answers the message to show. */
  send: (values: Invitee) => Promise<{ message: string }>;
  labels: { title: string; name: string; email: string; submit: string };
  /** The title's level on its screen. */
  heading: 'h2' | 'h3';
  onDone: (message: string) => Promise<void>;
}

/**
 * Invites a person by name and e-mail; they choose their password from the e-mailed link (an
 * admin by an admin, a colleague by a partner firm's owner). An address already in use comes
 * back on the `email` field, as a 422 or as a 409 naming it.
 */
export function InviteForm({ schema, send, labels, heading: Heading, onDone }: InviteFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Invitee>({
    shouldFocusError: false,
    resolver: formResolver(schema),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await send(values);
      form.reset();
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <Card>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <Heading className="text-lg font-semibold">{labels.title}</Heading>
        <FormMessage tone="error" text={failure} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={labels.name}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={labels.email}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div>
          <SubmitButton busy={isSubmitting}>{labels.submit}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
