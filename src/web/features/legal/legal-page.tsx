import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../shared/i18n/message-key';
import type { LegalDocument } from '../../../shared/legal/legal.contract';
import { LEGAL_ENDPOINTS } from '../../../shared/legal/legal.endpoints';
import { callApi } from '../../lib/api';
import { usePageConfig } from '../../lib/page-config';
import { useGuestData } from '../../lib/use-guest-data';
import { FirmContact, firmIdentityLines } from './firm-contact';

interface LegalSection {
  title: MessageKey;
  body: MessageKey;
}

/** Plain text as the admin wrote it: a blank line starts a paragraph. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * A legal page: the firm's own text when the admin has written it at /settings/firm (issue 16),
 * else the default sections in the reader's language; then who to write to.
 */
export function LegalPage({
  document,
  title,
  intro,
  sections,
  contact,
}: {
  document: LegalDocument;
  title: MessageKey;
  intro: MessageKey;
  sections: readonly LegalSection[];
  contact: LegalSection;
}) {
  const { t } = useTranslation();
  const { firm } = usePageConfig();
  // A failure to load shows the default text rather than an error: the page still informs.
  const stored = useGuestData(document, () =>
    callApi(LEGAL_ENDPOINTS.text, { params: { document } }, { silent: true }),
  );
  // "Write to us:" only when there is somewhere to write; the settings may not say yet.
  const reachable = Boolean(firm.email || firm.phone);
  const own = stored.data?.text ? paragraphs(stored.data.text) : null;
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(title)}</h1>
      {stored.isPending ? (
        <p role="status">{t('nav.loading')}</p>
      ) : own ? (
        own.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))
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
