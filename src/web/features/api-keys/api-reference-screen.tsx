import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ZOpenApiOperation,
  type TOpenApiDocument,
} from '../../../shared/api-keys/openapi-document.contract';
import { API_KEY_ENDPOINTS } from '../../../shared/api-keys/api-keys.endpoints';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { pathTo } from '../../router/route-names';
import { ApiReferenceOperation } from './api-reference-operation';
import { GuideText } from './guide-text';

/** The lead API's part of the document: the /api/v1 operations, in the document's order. */
function leadApiOperations(document: TOpenApiDocument) {
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, raw]) => {
        const operation = ZOpenApiOperation.safeParse(raw);
        return operation.success ? [{ path, method, operation: operation.data }] : [];
      }),
    );
}

/**
 * /settings/api-keys/reference (issue 33): the lead API v1 for a partner's developer, rendered
 * from the same OpenAPI document other tools read, so the page and the API cannot disagree.
 * Our own page: no script from elsewhere, nothing inline, within the strict CSP.
 */
export function ApiReferenceScreen() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['openapi-document'],
    queryFn: () => callApi(API_KEY_ENDPOINTS.document, {}),
    staleTime: Infinity,
  });
  const document = query.data;
  const schemas = document?.components?.schemas ?? {};
  return (
    <article className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{t('api-keys.docs_title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('api-keys.docs_intro')}</p>
        <p>
          <Link to={pathTo('settings.api-keys')} className="underline underline-offset-2">
            {t('api-keys.docs_back')}
          </Link>
        </p>
      </div>
      <QueryStatus query={query} failed={t('api-keys.docs_failed')} />
      {document && (
        <>
          {document.info.description && (
            <Card title={t('api-keys.docs_quickstart')}>
              <GuideText markdown={document.info.description} />
            </Card>
          )}
          {leadApiOperations(document).map(({ path, method, operation }) => (
            <ApiReferenceOperation
              key={operation.operationId}
              method={method}
              path={path}
              operation={operation}
              schemas={schemas}
            />
          ))}
        </>
      )}
    </article>
  );
}
