/**
 * docs/api.md's list of calls, made from the table of endpoints (src/contract/endpoints):
 *   npm run api:docs             writes it
 *   npm run api:docs -- --check  exits non-zero when docs/api.md is not what the table makes
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { withEndpointSection } from './lib/api-docs.ts'

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } })
const file = join(import.meta.dirname, '..', 'docs', 'api.md')
const written = readFileSync(file, 'utf8')
const made = withEndpointSection(written)

if (values.check) {
  if (made !== written) {
    console.error('docs/api.md does not list the calls of src/contract/endpoints: run `npm run api:docs`.')
    process.exit(1)
  }
  console.log('docs/api.md lists every call of the table.')
} else if (made !== written) {
  writeFileSync(file, made)
  console.log('docs/api.md: the list of calls is made anew.')
}
