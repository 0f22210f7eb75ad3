import { useId } from 'react';
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/text-field';
import { ThemePreview } from './theme-preview';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ThemeFields extends FieldValues {
  app_name: string;
  theme_color: string;
}

/**
 * The theme colour: the browser's colour picker and the hex code, kept in step, with a live
 * preview of the colour as the shell will paint it. While the code is incomplete the picker and
 * the preview keep the last whole colour.
 */
export function ThemeColorField<T extends ThemeFields>({
  form,
  savedColor,
}: {
  form: UseFormReturn<T>;
  savedColor: string;
}) {
  const { t } = useTranslation();
  const pickerId = useId();
  const name = 'theme_color' as Path<T>;
  const typed = String(useWatch({ control: form.control, name }) ?? '').trim();
  const appName = String(useWatch({ control: form.control, name: 'app_name' as Path<T> }) ?? '');
  const color = HEX.test(typed) ? typed : savedColor;
  const error = form.formState.errors.theme_color?.message;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={pickerId} className="font-medium">
            {t('settings-admin.theme_color')}
          </label>
          <input
            id={pickerId}
            type="color"
            value={color.toLowerCase()}
            onChange={(event) =>
              form.setValue(name, event.target.value.toUpperCase() as PathValue<T, Path<T>>, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
            className="h-11 w-24 cursor-pointer rounded border border-slate-400 bg-white p-1 dark:border-slate-500 dark:bg-slate-900"
          />
        </div>
        <TextField
          label={t('settings-admin.theme_color_hex')}
          hint={t('settings-admin.theme_color_hint')}
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          className="max-w-40 font-mono"
          error={typeof error === 'string' ? error : undefined}
          {...form.register(name)}
        />
      </div>
      <ThemePreview color={color} appName={appName.trim() || '—'} />
    </div>
  );
}
