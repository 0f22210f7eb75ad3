import type { TOpenApiSchemaObject } from '../../../shared/api-keys/openapi-document.contract';

type Schemas = Record<string, TOpenApiSchemaObject>;
const REF = /^#\/components\/schemas\/(.+)$/;

/** A schema with its `$ref` followed (one level at a time, as the page reads it). */
export function resolveSchema(
  schema: TOpenApiSchemaObject | undefined,
  schemas: Schemas,
): TOpenApiSchemaObject {
  const name = typeof schema?.$ref === 'string' ? REF.exec(schema.$ref)?.[1] : undefined;
  return name ? resolveSchema(schemas[name], schemas) : (schema ?? {});
}

const asSchema = (value: unknown): TOpenApiSchemaObject =>
  typeof value === 'object' && value !== null ? (value as TOpenApiSchemaObject) : {};

/** The alternatives of a union (`oneOf`/`anyOf`), or the schema alone. */
export function alternativesOf(schema: TOpenApiSchemaObject, schemas: Schemas) {
  const list = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  return Array.isArray(list)
    ? list.map((item) => resolveSchema(asSchema(item), schemas))
    : [schema];
}

export interface SchemaField {
  name: string;
  type: string;
  required: boolean;
  description: string | null;
}

/** A short type as a developer reads it: `string (email)`, `"AU" | "NZ"`, `array of string`. */
export function typeLabel(schema: TOpenApiSchemaObject, schemas: Schemas): string {
  const resolved = resolveSchema(schema, schemas);
  if (Array.isArray(resolved.enum))
    return resolved.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (resolved.const !== undefined) return JSON.stringify(resolved.const);
  if (resolved.type === 'array') return `array of ${typeLabel(asSchema(resolved.items), schemas)}`;
  const alternatives = (resolved.anyOf ?? resolved.oneOf) as unknown[] | undefined;
  if (Array.isArray(alternatives))
    return alternatives.map((item) => typeLabel(asSchema(item), schemas)).join(' | ');
  const type = typeof resolved.type === 'string' ? resolved.type : 'any';
  const format = typeof resolved.format === 'string' ? ` (${resolved.format})` : '';
  return `${type}${format}${resolved.nullable ? ' | null' : ''}`;
}

/** The fields of an object schema, in the document's order. */
export function fieldsOf(schema: TOpenApiSchemaObject, schemas: Schemas): SchemaField[] {
  const properties = asSchema(resolveSchema(schema, schemas).properties);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, value]) => ({
    name,
    type: typeLabel(asSchema(value), schemas),
    required: required.has(name),
    description:
      typeof asSchema(value).description === 'string'
        ? (asSchema(value).description as string)
        : null,
  }));
}
