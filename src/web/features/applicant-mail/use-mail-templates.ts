import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APPLICANT_MAIL_ENDPOINTS as E } from '../../../shared/applicant-mail/applicant-mail.endpoints';
import { callApi } from '../../lib/http/api';

const MAIL_TEMPLATES_QUERY_KEY = ['mail-templates'] as const;

/** The templates in use, or the archived ones: the templates screen and the compose dialog. */
export function useMailTemplates(archived = false) {
  return useQuery({
    queryKey: [...MAIL_TEMPLATES_QUERY_KEY, archived],
    queryFn: () => callApi(E.templates, { query: { archived: archived ? 'true' : 'false' } }),
  });
}

/** After a change: both lists (in use and archived) are read again. */
export function useRefreshMailTemplates() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MAIL_TEMPLATES_QUERY_KEY });
}
