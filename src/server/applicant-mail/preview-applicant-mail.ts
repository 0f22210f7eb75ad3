import type { Db } from '../db/client';
import { mailSite, type OutboxWorkerOptions } from '../mail/outbox-worker';
import { renderMail } from '../mail/templates/registry';
import { composeApplicantMail } from './compose-applicant-mail';
import type { TComposeApplicantMail } from '../../shared/applicant-mail/applicant-mail.contract';

/**
 * The e-mail as the applicant would receive it if sent now: composed as a send composes it and
 * rendered by the outbox worker's own renderer, with the firm's name and footer from settings.
 */
export async function previewApplicantMail(
  db: Db,
  options: OutboxWorkerOptions,
  input: { leadId: string; mail: TComposeApplicantMail; sender: { name: string } },
) {
  const site = await mailSite(db, options);
  const composed = await composeApplicantMail(db, { ...input, firmName: site.appName });
  const rendered = renderMail('applicant-message', composed.locale, composed.data, site);
  return { to: composed.recipient, ...rendered };
}
