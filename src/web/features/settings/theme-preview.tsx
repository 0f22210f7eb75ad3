import { useTranslation } from 'react-i18next';
import { themeContrast, type ThemePair } from '../../../shared/theme/contrast';

/**
 * The theme colour as the shell will paint it (issue 16): a top bar with the app's name, a
 * button and a hovered button, each with the text colour the spec's 0.39 rule picks, and a
 * warning when a pair falls below WCAG AA.
 */
export function ThemePreview({ color, appName }: { color: string; appName: string }) {
  const { t, i18n } = useTranslation();
  const [normal, hover] = themeContrast(color);
  const ratio = (value: number) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(Math.floor(value * 10) / 10);
  const paint = (pair: ThemePair) => ({ backgroundColor: pair.background, color: pair.text });
  return (
    <figure className="flex min-w-0 flex-col gap-3" data-testid="theme-preview">
      <figcaption className="font-medium">{t('settings-admin.preview_title')}</figcaption>
      {/* A picture of the colours, faint on purpose when the colour is: the ratios below say
          the same in words, so it is hidden from assistive technology. */}
      <div
        aria-hidden="true"
        className="overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
      >
        <div
          className="truncate px-4 py-2 text-lg font-semibold"
          style={paint(normal)}
          data-testid="preview-header"
        >
          {appName}
        </div>
        <div className="flex flex-wrap gap-3 bg-white p-4 dark:bg-slate-900">
          <span
            className="rounded-md px-4 py-2 font-medium"
            style={paint(normal)}
            data-testid="preview-button"
          >
            {t('settings-admin.preview_button')}
          </span>
          <span className="rounded-md px-4 py-2 font-medium" style={paint(hover)}>
            {t('settings-admin.preview_hover')}
          </span>
        </div>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('settings-admin.contrast_ratio', { ratio: ratio(normal.ratio) })} ·{' '}
        {t('settings-admin.contrast_hover_ratio', { ratio: ratio(hover.ratio) })}
      </p>
      <div role="status" className="flex flex-col gap-2">
        {normal.passes && hover.passes ? (
          <p className="text-sm text-emerald-800 dark:text-emerald-300">
            {t('settings-admin.contrast_ok')}
          </p>
        ) : (
          [normal, hover]
            .filter((pair) => !pair.passes)
            .map((pair) => (
              <p
                key={pair.name}
                className="rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
              >
                {t(
                  pair.name === 'normal'
                    ? 'settings-admin.contrast_low_normal'
                    : 'settings-admin.contrast_low_hover',
                  { ratio: ratio(pair.ratio) },
                )}
              </p>
            ))
        )}
      </div>
    </figure>
  );
}
