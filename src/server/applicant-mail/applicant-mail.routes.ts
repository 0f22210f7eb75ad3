import type { FastifyInstance } from 'fastify';
import { APPLICANT_MAIL_ENDPOINTS as E } from '../../shared/applicant-mail/applicant-mail.endpoints';
import { requestTranslator } from '../i18n';
import { idOrNotFound } from '../leads/lead-detail.queries';
import type { RouteDeps } from '../lib/route-deps';
import { serveEndpoint } from '../lib/serve-endpoint';
import { workerOptionsFrom } from '../mail/outbox-worker';
import { currentUser } from '../plugins/access';
import { listMailTemplates, templateAnswer } from './applicant-mail.queries';
import { createMailTemplate } from './create-mail-template';
import { previewApplicantMail } from './preview-applicant-mail';
import { sendApplicantMail } from './send-applicant-mail';
import { updateMailTemplate } from './update-mail-template';

/** E-mail templates and e-mails to the applicant from the lead (decision 0076): admins only. */
export function applicantMailRoutes({ db, config }: Pick<RouteDeps, 'db' | 'config'>) {
  const mailOptions = workerOptionsFrom(config);
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.templates, {
      access: 'admin',
      handler: async (request) => ({
        data: (await listMailTemplates(db, request.query.archived === 'true')).map(templateAnswer),
      }),
    });

    serveEndpoint(app, E.createTemplate, {
      access: 'admin',
      handler: async (request) => ({
        id: await createMailTemplate(db, currentUser(request).id, request.body),
        message: requestTranslator(request)('applicant-mail.templates.created'),
      }),
    });

    serveEndpoint(app, E.updateTemplate, {
      access: 'admin',
      handler: async (request) => {
        await updateMailTemplate(db, currentUser(request).id, request.params.id, request.body);
        const t = requestTranslator(request);
        const message =
          request.body.archived === true
            ? t('applicant-mail.templates.archived')
            : request.body.archived === false
              ? t('applicant-mail.templates.restored')
              : t('applicant-mail.templates.saved');
        return { id: request.params.id, message };
      },
    });

    serveEndpoint(app, E.preview, {
      access: 'admin',
      handler: async (request) =>
        previewApplicantMail(db, mailOptions, {
          leadId: idOrNotFound(request.params.id),
          mail: request.body,
          sender: currentUser(request),
        }),
    });

    serveEndpoint(app, E.send, {
      access: 'admin',
      handler: async (request) => {
        const sent = await sendApplicantMail(db, mailOptions, {
          leadId: idOrNotFound(request.params.id),
          mail: request.body,
          sender: currentUser(request),
        });
        return {
          message: requestTranslator(request)('applicant-mail.compose.sent'),
          email_id: sent.emailId,
          status: sent.status,
        };
      },
    });
  };
}
