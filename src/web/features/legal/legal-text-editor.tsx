import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../../../shared/legal/legal.contract';
import { Card } from '../../components/card';
import { SelectField } from '../../components/form/select-field';
import { QueryStatus } from '../../components/query-status';
import { pathTo } from '../../router/route-names';
import { LegalTextForm } from './legal-text-form';
import { useLegalTextEdit } from './legal-text-queries';
import { LegalTextVersions } from './legal-text-versions';

/** The privacy policy and terms, per language (issue 30): pick a page and a language, edit. */
export function LegalTextEditor() {
  const { t } = useTranslation();
  const [document, setDocument] = useState<LegalDocument>('privacy');
  const [locale, setLocale] = useState<Locale>('en');
  const query = useLegalTextEdit(document, locale);
  const edit = query.data;
  return (
    <Card
      title={t('legal-texts.title')}
      actions={
        <Link to={pathTo(document)} className="text-sm underline underline-offset-2">
          {t('legal-texts.view_page')}
        </Link>
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('legal-texts.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('legal-texts.document')}
          value={document}
          onChange={(event) => setDocument(event.target.value as LegalDocument)}
          options={LEGAL_DOCUMENTS.map((value) => ({ value, label: t(`legal-texts.${value}`) }))}
        />
        <SelectField
          label={t('legal-texts.language')}
          value={locale}
          onChange={(event) => setLocale(event.target.value as Locale)}
          options={SUPPORTED_LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value] }))}
        />
      </div>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {edit && (
        <>
          <LegalTextVersions locale={locale} edit={edit} />
          {/* A new start for each page, language and saved version. */}
          <LegalTextForm
            key={`${document}:${locale}:${edit.versions[0]?.id ?? 'none'}`}
            document={document}
            locale={locale}
            start={edit.text}
          />
        </>
      )}
    </Card>
  );
}
