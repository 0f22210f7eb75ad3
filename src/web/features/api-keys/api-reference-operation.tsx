import { useTranslation } from 'react-i18next';
import type {
  TOpenApiOperation,
  TOpenApiSchemaObject,
} from '../../../shared/api-keys/openapi-document.contract';
import { Card } from '../../components/card';
import { typeLabel } from './openapi-schema';
import { SchemaFields } from './schema-fields';

const JSON_TYPE = 'application/json';

/** One call of the lead API: method and path, parameters, request body, and every answer. */
export function ApiReferenceOperation({
  method,
  path,
  operation,
  schemas,
}: {
  method: string;
  path: string;
  operation: TOpenApiOperation;
  schemas: Record<string, TOpenApiSchemaObject>;
}) {
  const { t } = useTranslation();
  const body = operation.requestBody?.content[JSON_TYPE]?.schema;
  return (
    <Card
      title={
        <span className="flex flex-wrap items-baseline gap-x-3">
          <span>{operation.summary}</span>
          <code className="text-base font-normal break-all">
            {method.toUpperCase()} {path}
          </code>
        </span>
      }
    >
      {operation.description && <p>{operation.description}</p>}
      {operation.parameters && operation.parameters.length > 0 && (
        <section className="flex flex-col gap-1">
          <h4 className="font-semibold">{t('api-keys.docs_parameters')}</h4>
          <dl className="flex flex-col gap-1">
            {operation.parameters.map((parameter) => (
              <div
                key={`${parameter.in}-${parameter.name}`}
                className="flex flex-wrap gap-x-3 text-sm"
              >
                <dt className="font-mono">
                  {parameter.name}{' '}
                  <span className="text-slate-600 dark:text-slate-300">({parameter.in})</span>
                  {parameter.required && (
                    <span className="ml-2 text-xs text-red-700 dark:text-red-300">
                      {t('api-keys.docs_required')}
                    </span>
                  )}
                </dt>
                <dd>
                  <code>{typeLabel(parameter.schema ?? {}, schemas)}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {body && (
        <section className="flex flex-col gap-1">
          <h4 className="font-semibold">{t('api-keys.docs_request_body')}</h4>
          <SchemaFields schema={body} schemas={schemas} />
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h4 className="font-semibold">{t('api-keys.docs_responses')}</h4>
        <dl className="flex flex-col gap-2">
          {Object.entries(operation.responses).map(([status, response]) => (
            <div key={status} className="flex flex-col gap-1 sm:flex-row sm:gap-4">
              <dt className="shrink-0 font-mono font-semibold sm:w-12">{status}</dt>
              <dd className="min-w-0 text-sm">
                <p>{response.description}</p>
                {status.startsWith('2') && response.content?.[JSON_TYPE]?.schema && (
                  <SchemaFields schema={response.content[JSON_TYPE].schema} schemas={schemas} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
