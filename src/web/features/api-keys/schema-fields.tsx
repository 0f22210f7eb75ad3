import { useTranslation } from 'react-i18next';
import type { TOpenApiSchemaObject } from '../../../shared/api-keys/openapi-document.contract';
import { inline } from './guide-text';
import { alternativesOf, fieldsOf, resolveSchema } from './openapi-schema';

type Schemas = Record<string, TOpenApiSchemaObject>;

/** One object's fields: name, type, whether required, and what the document says of it. */
function FieldList({ schema, schemas }: { schema: TOpenApiSchemaObject; schemas: Schemas }) {
  const { t } = useTranslation();
  return (
    <dl className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
      {fieldsOf(schema, schemas).map((field) => (
        <div key={field.name} className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-4">
          <dt className="shrink-0 font-mono text-sm sm:w-60">
            {field.name}
            {field.required && (
              <span className="ml-2 text-xs whitespace-nowrap text-red-700 dark:text-red-300">
                {t('api-keys.docs_required')}
              </span>
            )}
          </dt>
          <dd className="min-w-0 text-sm break-words">
            <code>{field.type}</code>
            {field.description && (
              <span className="block text-slate-600 dark:text-slate-300">
                {inline(field.description)}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A request or answer body: its fields (each alternative of a union under its own heading,
 * e.g. the three application variants), then its example.
 */
export function SchemaFields({
  schema,
  schemas,
}: {
  schema: TOpenApiSchemaObject;
  schemas: Schemas;
}) {
  const { t } = useTranslation();
  const resolved = resolveSchema(schema, schemas);
  const alternatives = alternativesOf(resolved, schemas);
  return (
    <div className="flex flex-col gap-3">
      {typeof resolved.description === 'string' && <p>{inline(resolved.description)}</p>}
      {alternatives.map((alternative, index) => {
        const variant = (
          alternative.properties as Record<string, { enum?: unknown[]; const?: unknown }>
        )?.variant;
        const name = variant?.const ?? variant?.enum?.[0];
        return (
          <div key={index} className="flex flex-col gap-1">
            {alternatives.length > 1 && (
              <h5 className="font-mono text-sm font-semibold">variant: {JSON.stringify(name)}</h5>
            )}
            <FieldList schema={alternative} schemas={schemas} />
          </div>
        );
      })}
      {resolved.example !== undefined && (
        <div className="flex flex-col gap-1">
          <h5 className="text-sm font-semibold">{t('api-keys.docs_example')}</h5>
          <pre
            tabIndex={0}
            className="overflow-x-auto rounded bg-slate-100 p-3 text-sm dark:bg-slate-900"
          >
            {JSON.stringify(resolved.example, null, 2)}
          </pre>
        </div>
      )}
    </div>
  );
}
