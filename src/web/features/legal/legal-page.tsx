import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../shared/i18n/message-key';
import { readPageConfig } from '../../lib/page-config';
import { FirmContact, firmIdentityLines } from './firm-contact';

interface LegalSection {
  title: MessageKey;
  body: MessageKey;
}

/** A legal page: its sections in order, then who to write to. */
export function LegalPage({
  title,
  intro,
  sections,
  contact,
}: {
  title: MessageKey;
  intro: MessageKey;
  sections: readonly LegalSection[];
  contact: LegalSection;
}) {
  const { t } = useTranslation();
  const { firm } = readPageConfig();
  // "Write to us:" only when there is somewhere to write; the settings may not say yet.
  const reachable = Boolean(firm.email || firm.phone);
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t(title)}</h1>
      <p>{t(intro, { firm: firm.legalName })}</p>
      {[...sections, ...(reachable ? [contact] : [])].map((section) => (
        <section key={section.title} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">{t(section.title)}</h2>
          <p>{t(section.body, { firm: firm.legalName })}</p>
        </section>
      ))}
      {reachable && (
        <address className="flex flex-col gap-1 not-italic">
          {firmIdentityLines(firm, t).map((line) => (
            <span key={line}>{line}</span>
          ))}
          <FirmContact firm={firm} />
        </address>
      )}
    </article>
  );
}
