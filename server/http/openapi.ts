import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import type { AnyEndpoint, Schema } from '../../src/contract/endpoints/endpoint.ts'
import type { Language } from '../../src/contract/languages.ts'

type JsonSchema = Record<string, unknown>

/**
 * A schema as JSON Schema (2020-12, OpenAPI 3.1's dialect), as it is sent: what a request holds
 * before the server turns it into numbers and defaults. Rules JSON Schema cannot say (a transform,
 * a check written as a function) are left out, not guessed.
 */
function jsonSchemaOf(schema: Schema): JsonSchema {
  const { $schema: _, ...converted } = toJsonSchema(schema as v.GenericSchema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonSchema
  return converted
}

const propertiesOf = (schema: Schema | undefined) => {
  if (!schema) return { properties: {} as Record<string, JsonSchema>, required: [] as string[] }
  const converted = jsonSchemaOf(schema)
  return {
    properties: (converted.properties ?? {}) as Record<string, JsonSchema>,
    required: (converted.required ?? []) as string[],
  }
}

/** The names of an object schema's fields, as a request sends them (docs/api.md's list of calls). */
export const fieldsOf = (schema: Schema | undefined) => Object.keys(propertiesOf(schema).properties)

/** `/posts/detail/:posttype/:slug/` as OpenAPI writes it: `/posts/detail/{posttype}/{slug}/`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

const pathNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)

/** The success envelope: `data`, and beside it what the endpoint declares (a page's `is_next`…). */
const envelope = (data: JsonSchema | undefined, extras: Schema | undefined) => {
  const beside = propertiesOf(extras)
  return {
    type: 'object',
    required: ['status', 'data', ...beside.required],
    properties: { status: { const: 'success' }, data: data ?? {}, ...beside.properties },
  }
}

const failure = {
  description:
    "A refusal: `{status: 'error', message}`, the message in the address's language where it names a field",
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
}

const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json']

function operationOf(endpoint: AnyEndpoint) {
  const params = propertiesOf(endpoint.params)
  const query = propertiesOf(endpoint.query)
  const parameters = [
    ...pathNames(endpoint.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: params.properties[name] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required.includes(name),
      schema,
    })),
  ]
  const rule = endpoint.body
  const body = rule
    ? {
        required: true,
        content: Object.fromEntries(
          (rule.as === 'json' ? ['application/json'] : formTypes).map((type) => [
            type,
            { schema: jsonSchemaOf(rule.schema) },
          ]),
        ),
      }
    : endpoint.csrf === 'header'
      ? {
          required: true,
          description: 'The file itself',
          content: { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } },
        }
      : undefined
  const status = String(endpoint.status ?? 200)
  return {
    operationId: endpoint.name,
    tags: [endpoint.area],
    summary: endpoint.summary,
    ...(endpoint.doc
      ? { description: [endpoint.doc.request, endpoint.doc.answer].filter(Boolean).join('\n\n') }
      : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    ...(endpoint.access === 'visitor' ? {} : { security: [{ session: [] }] }),
    responses: {
      [status]: {
        description: 'The answer, in the envelope',
        content: {
          'application/json': {
            schema: envelope(endpoint.answer ? jsonSchemaOf(endpoint.answer) : undefined, endpoint.extras),
          },
        },
      },
      '4XX': failure,
    },
    // What the table says beyond OpenAPI's words: who, the token, the limit and the cache rule.
    'x-access': endpoint.access,
    'x-csrf': endpoint.csrf,
    ...(endpoint.limit ? { 'x-write-limit': endpoint.limit } : {}),
    'x-cache': endpoint.cache.kind,
  }
}

/** The OpenAPI 3.1 document of the table's endpoints, with the API's address in `lang`. */
export function openApiDocument(endpoints: readonly AnyEndpoint[], lang: Language) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path)
    paths[path] ??= {}
    paths[path][endpoint.method.toLowerCase()] = operationOf(endpoint)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mọt API',
      version: '1',
      description:
        'Films, comics, novels and games to watch and read. Every answer is an envelope: `{status: "success", data, …}` or `{status: "error", message}`. Writes carry an anti-forgery token from `GET /auth/csrf_create/`.',
    },
    servers: [{ url: `/${lang}/api/v1` }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'A session token from sign-in' },
      },
      schemas: {
        Failure: {
          type: 'object',
          required: ['status', 'message'],
          properties: { status: { const: 'error' }, message: { type: 'string' } },
        },
      },
    },
  }
}
