import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZListViewFormSchema,
  type TListViewForm,
} from '../../../../shared/list-views/list-views.contract';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form/form-message';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { formResolver, submitFailure, submitHandler } from '../../forms/forms';

/**
 * A view's name (and, for a new view, whether it is shared): saving, renaming and copying all
 * ask this. A name the admin already gave a view of the list comes back on the field (409).
 */
export function ViewNameForm({
  title,
  submitLabel,
  defaultName = '',
  askShared = false,
  onSubmit,
  onCancel,
}: {
  title: string;
  submitLabel: string;
  defaultName?: string;
  askShared?: boolean;
  onSubmit: (values: TListViewForm) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TListViewForm>({
    shouldFocusError: false,
    resolver: formResolver(ZListViewFormSchema),
    defaultValues: { name: defaultName, shared: false },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      form.reset({ name: '', shared: false });
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });
  return (
    <form
      onSubmit={submitHandler(submit)}
      noValidate
      aria-label={title}
      className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700"
    >
      <p className="text-sm font-semibold">{title}</p>
      <FormMessage tone="error" text={failure} />
      <TextField
        label={t('list-views.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {askShared && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...form.register('shared')} />
          {t('list-views.share')}
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={isSubmitting}>{submitLabel}</SubmitButton>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('list-views.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
