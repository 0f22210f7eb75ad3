type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

/** Every component schema a `$ref` reaches from `root`, following refs inside components too. */
function reachableSchemas(root: Json, schemas: JsonObject): Set<string> {
  const seen = new Set<string>();
  const visit = (value: Json) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    const ref = typeof value.$ref === 'string' ? SCHEMA_REF.exec(value.$ref)?.[1] : undefined;
    if (ref && !seen.has(ref)) {
      seen.add(ref);
      visit(schemas[ref]);
    }
    Object.values(value).forEach(visit);
  };
  visit(root);
  return seen;
}

/**
 * OpenAPI 3.0's schema object is not JSON Schema's: `nullable` wants a `type` beside it (a
 * schema only `nullable`, zod's `unknown().nullable()`, accepts anything already, so the word
 * goes), and it has one `example` where zod writes a list of `examples`.
 */
function asOpenApi30(value: Json): Json {
  if (Array.isArray(value)) return value.map(asOpenApi30);
  if (!isObject(value)) return value;
  const result = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, asOpenApi30(inner)]),
  ) as JsonObject;
  if (Array.isArray(result.examples)) {
    const { examples, ...rest } = result;
    return { ...rest, example: examples[0] };
  }
  if (result.nullable === true && result.type === undefined && result.$ref === undefined) {
    const { nullable: _nullable, ...rest } = result;
    return rest;
  }
  return result;
}

/**
 * The last pass over the generated document, for other people's tools (issue 33): only the
 * component schemas some operation uses (each shared schema is emitted for input and output),
 * and OpenAPI 3.0's rules the JSON Schema generator does not know.
 */
export function tidyDocument<D extends JsonObject & { components?: JsonObject }>(document: D): D {
  const schemas = isObject(document.components?.schemas) ? document.components.schemas : {};
  const used = reachableSchemas({ ...document, components: undefined }, schemas);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return asOpenApi30({
    ...document,
    components: { ...document.components, schemas: kept },
  }) as D;
}
