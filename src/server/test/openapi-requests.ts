import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';

/** The parts of JSON Schema the API's OpenAPI document uses (zod's conversion of the contracts). */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

type Parameter = { in: string; name: string; required?: boolean; schema: Schema };

export type Operation = {
  method: HTTPMethods;
  /** OpenAPI form, with `{id}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation takes no JSON body. */
  body: Schema | null;
};

/** Every operation of the app's own OpenAPI document (GET /api/docs/json). */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema: Schema }> };
        }
      >
    >;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** The alternatives a schema allows, first the non-null ones. */
function variants(schema: Schema): Schema[] {
  const list = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!list) return [schema];
  return list.filter((s) => s.type !== 'null');
}

export function typeOf(schema: Schema): string | undefined {
  const first = variants(schema)[0] ?? schema;
  const type = Array.isArray(first.type) ? first.type.find((t) => t !== 'null') : first.type;
  return type ?? (first.properties ? 'object' : undefined);
}

const FORMAT_SAMPLES: Record<string, () => string> = {
  uuid: () => randomUUID(),
  'date-time': () => '2031-03-04T10:00:00Z',
  date: () => '2031-03-04',
  email: () => `fuzz-${randomUUID().slice(0, 8)}@example.com`,
  uri: () => 'https://example.com/a',
};

/** Known good values by field name (a real venue's id, a free slot), where any will not do. */
export type Sample = (name: string) => unknown;

/**
 * A value the schema accepts as far as JSON Schema says (refinements, such as "the end after the
 * start", may still refuse it): the baseline a test changes one field of.
 */
export function validValue(schema: Schema, sample: Sample = () => undefined): unknown {
  const chosen = variants(schema)[0] ?? schema;
  if (chosen.default !== undefined) return chosen.default;
  if (chosen.enum?.length) return chosen.enum[0];
  switch (typeOf(chosen)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of chosen.required ?? []) {
        const property = chosen.properties?.[name];
        if (property) value[name] = sample(name) ?? validValue(property, sample);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: chosen.minItems ?? 0 }, () =>
        validValue(chosen.items ?? {}, sample),
      );
    case 'integer':
    case 'number':
      return Math.max(chosen.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string': {
      const sample = chosen.format ? FORMAT_SAMPLES[chosen.format] : undefined;
      if (sample) return sample();
      if (chosen.pattern === '^[A-Z]{2}$') return 'GB';
      return 'a'.repeat(Math.max(chosen.minLength ?? 0, 3));
    }
    default:
      return 'a';
  }
}

/** A request as parts a test can change one at a time. */
export type RequestParts = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
};

/** Every path parameter, the required query parameters and the body's required fields. */
export function validParts(operation: Operation, sample: Sample = () => undefined): RequestParts {
  const parts: RequestParts = { path: {}, query: {}, body: undefined };
  for (const parameter of operation.parameters) {
    const value = () => String(sample(parameter.name) ?? validValue(parameter.schema, sample));
    if (parameter.in === 'path') parts.path[parameter.name] = value();
    if (parameter.in === 'query' && parameter.required) parts.query[parameter.name] = value();
  }
  if (operation.body) parts.body = validValue(operation.body, sample);
  return parts;
}

export type RequestOptions = { cookie?: string; contentType?: string; rawBody?: string };

export function toInject(
  operation: Operation,
  parts: RequestParts,
  options: RequestOptions = {},
): InjectOptions {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(parts.path[name] ?? ''),
  );
  const query = Object.entries(parts.query)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))
    .map(([name, value]) => `${encode(name!)}=${encode(value!)}`)
    .join('&');
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined = options.rawBody;
  if (payload === undefined && parts.body !== undefined) payload = JSON.stringify(parts.body);
  if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  return { method: operation.method, url: query ? `${path}?${query}` : path, headers, payload };
}

/** Percent-encoding; a lone surrogate goes as the invalid UTF-8 bytes a client could send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** Where a field sits: a query or path parameter, or a path into the JSON body. */
export type Field = { in: 'query' | 'path' | 'body'; path: (string | number)[] };

/** Every field of an operation, with its schema: parameters, then the body's (nested) fields. */
export function fieldsOf(operation: Operation): { field: Field; schema: Schema }[] {
  const fields: { field: Field; schema: Schema }[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' || parameter.in === 'path')
      fields.push({
        field: { in: parameter.in, path: [parameter.name] },
        schema: parameter.schema,
      });
  }
  const walk = (schema: Schema, path: (string | number)[]) => {
    const chosen = variants(schema)[0] ?? schema;
    if (path.length) fields.push({ field: { in: 'body', path }, schema: chosen });
    if (typeOf(chosen) === 'object')
      for (const [name, property] of Object.entries(chosen.properties ?? {}))
        walk(property, [...path, name]);
    if (typeOf(chosen) === 'array' && chosen.items) walk(chosen.items, [...path, 0]);
  };
  if (operation.body) walk(operation.body, []);
  return fields;
}

/** A copy of the parts with one field set (containers on the way are created as needed). */
export function withField(parts: RequestParts, field: Field, value: unknown): RequestParts {
  const copy: RequestParts = structuredClone(parts);
  if (field.in !== 'body') {
    const name = String(field.path[0]);
    if (field.in === 'path') copy.path[name] = String(value);
    else copy.query[name] = Array.isArray(value) ? value.map(String) : String(value);
    return copy;
  }
  if (copy.body === null || typeof copy.body !== 'object') copy.body = {};
  let target = copy.body as Record<string | number, unknown>;
  field.path.slice(0, -1).forEach((key, i) => {
    const next = field.path[i + 1];
    if (target[key] === null || typeof target[key] !== 'object')
      target[key] = typeof next === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  });
  target[field.path.at(-1)!] = value;
  return copy;
}
