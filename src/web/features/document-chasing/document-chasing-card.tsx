import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARKETS } from '../../../shared/markets/markets';
import {
  DOCUMENT_CHASE_EVERY_DAYS_MAX,
  DOCUMENT_CHASE_MAX,
} from '../../../shared/settings/settings.contract';
import { Card } from '../../components/card';
import { TextField } from '../../components/form/text-field';
import type { GeneralSettings } from '../settings/general-settings-values';

/**
 * The general settings' document reminders (issue 34 item 3): per market, the days between
 * reminders (0 is off) and how many at most for one upload link.
 */
export function DocumentChasingCard({ form }: { form: UseFormReturn<GeneralSettings> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;
  return (
    <Card title={t('document-chasing.settings_title')}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('document-chasing.settings_intro')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {MARKETS.map((market) => (
          <div key={market} className="contents">
            <TextField
              label={t('document-chasing.every_days', { market: t(`markets.${market}`) })}
              hint={t('document-chasing.every_days_hint')}
              type="number"
              inputMode="numeric"
              min={0}
              max={DOCUMENT_CHASE_EVERY_DAYS_MAX}
              error={errors.document_chase_every_days?.[market]?.message}
              {...form.register(`document_chase_every_days.${market}`, number)}
            />
            <TextField
              label={t('document-chasing.max', { market: t(`markets.${market}`) })}
              hint={t('document-chasing.max_hint')}
              type="number"
              inputMode="numeric"
              min={1}
              max={DOCUMENT_CHASE_MAX}
              error={errors.document_chase_max?.[market]?.message}
              {...form.register(`document_chase_max.${market}`, number)}
            />
          </div>
        ))}
      </div>
    </Card>
  );
}
