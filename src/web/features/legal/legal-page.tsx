import { useTranslation } from 'react-i18next';
import { DEFAULT_LEGAL_TEXTS } from '../../../shared/legal/default-legal-text';
import type { LegalDocument } from '../../../shared/legal/legal.contract';
import { LEGAL_ENDPOINTS } from '../../../shared/legal/legal.endpoints';
import { callApi } from '../../lib/http/api';
import { usePageConfig } from '../../lib/preferences/page-config';
import { useGuestData } from '../../lib/http/use-guest-data';
import { FirmContact, firmIdentityLines } from './firm-contact';
import { LegalHtml } from './legal-html';

/**
 * A legal page: the firm's own text in the reader's language (else its English text) when an
 * admin has written one (issue 30), else the default sections in the reader's language; then
 * who to write to.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const { firm } = usePageConfig();
  const { title, intro, sections, contact } = DEFAULT_LEGAL_TEXTS[document];
  // Asked again when the reader changes language. A failure to load shows the default text
  // rather than an error: the page still informs.
  const stored = useGuestData(`${document}:${i18n.language}`, () =>
    callApi(LEGAL_ENDPOINTS.text, { params: { document } }, { silent: true }),
  );
  // "Write to us:" only when there is somewhere to write; the settings may not say yet.
  const reachable = Boolean(firm.email || firm.phone);
  const own = stored.data?.html || null;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(title)}</h1>
      {stored.isPending ? (
        <p role="status">{t('nav.loading')}</p>
      ) : own ? (
        <LegalHtml html={own} />
      ) : (
        <>
          <p>{t(intro, { firm: firm.legalName })}</p>
          {sections.map((section) => (
            <section key={section.title} className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">{t(section.title)}</h2>
              <p>{t(section.body, { firm: firm.legalName })}</p>
            </section>
          ))}
        </>
      )}
      {reachable && !stored.isPending && (
        <section className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t(contact.title)}</h2>
          <p>{t(contact.body, { firm: firm.legalName })}</p>
          <address className="flex flex-col gap-1 not-italic">
            {firmIdentityLines(firm, t).map((line) => (
              <span key={line}>{line}</span>
            ))}
            <FirmContact firm={firm} />
          </address>
        </section>
      )}
    </article>
  );
}
