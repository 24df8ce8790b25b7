import { fieldsOf, openApiPath } from '../../server/http/openapi.ts'
import type { AnyEndpoint } from '../../src/contract/endpoints/endpoint.ts'
import { endpoints } from '../../src/contract/endpoints/index.ts'

/** Where docs/api.md's list of calls starts and ends: what lies between is made here, never edited. */
export const START = '<!-- endpoints: made by `npm run api:docs` from src/contract/endpoints; do not edit -->'
export const END = '<!-- /endpoints -->'

const who = { visitor: 'anyone', member: 'member (Bearer)', admin: 'admin (Bearer)' } as const
const cached = { public: 'public', revalidate: '`no-cache`', 'no-store': '`no-store`', unset: '' } as const

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
const code = (names: string[]) => names.map((name) => `\`${name}\``).join(', ')

/** What a call takes beyond its address: its query, its body's fields and where its token goes. */
function sends(endpoint: AnyEndpoint) {
  if (endpoint.doc?.request) return endpoint.doc.request
  const parts: string[] = []
  const query = fieldsOf(endpoint.query)
  if (query.length > 0) parts.push(`query ${code(query)}`)
  if (endpoint.body) {
    const fields = fieldsOf(endpoint.body.schema).filter((name) => name !== 'csrf_token')
    const kind = endpoint.body.as === 'json' ? 'JSON' : 'form'
    parts.push(fields.length > 0 ? `${kind} ${code(fields)}` : kind)
  }
  if (endpoint.csrf === 'body') parts.push('`csrf_token`')
  if (endpoint.csrf === 'header') parts.push('the file as the body, `X-CSRF-Token`')
  return parts.join('; ')
}

function row(endpoint: AnyEndpoint) {
  const rule = [cached[endpoint.cache.kind], endpoint.limit ? `limit \`${endpoint.limit}\`` : '']
    .filter(Boolean)
    .join(', ')
  const status = endpoint.status ? `${endpoint.status}: ` : ''
  const answer = endpoint.doc?.answer ?? `${status}${endpoint.summary}`
  return `| \`${endpoint.method} ${openApiPath(endpoint.path)}\` | ${who[endpoint.access]} | ${cell(sends(endpoint))} | ${rule} | ${cell(answer)} |`
}

/** The list of calls, area by area, in the table's order. */
export function endpointSection() {
  const areas = [...new Set(endpoints.map((e) => e.area))]
  const lines = [
    START,
    '',
    '### Every call',
    '',
    'Every call of the API, from the table of endpoints (`src/contract/endpoints/`), which the server',
    `registers (\`server/http/endpoints.ts\`) and \`GET /{lang}/api/v1/openapi.json\` describes (OpenAPI 3.1;`,
    'read it at `/{lang}/api/v1/reference/`). The answer is `data` in the envelope.',
  ]
  for (const area of areas) {
    lines.push('', `#### ${area[0]!.toUpperCase()}${area.slice(1)}`, '')
    lines.push('| Call | Who | Sends | Cache, limit | Answer |', '|---|---|---|---|---|')
    for (const endpoint of endpoints.filter((e) => e.area === area)) lines.push(row(endpoint))
  }
  lines.push('', END)
  return lines.join('\n')
}

/** docs/api.md with its list of calls made anew; the text around it as it was. */
export function withEndpointSection(markdown: string) {
  const start = markdown.indexOf(START)
  const end = markdown.indexOf(END)
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${START} … ${END} section`)
  return markdown.slice(0, start) + endpointSection() + markdown.slice(end + END.length)
}
