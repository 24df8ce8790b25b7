// @vitest-environment node
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

/*
 * The one-way rule between the layers (docs/architecture.md) is enforced by `npm run lint`
 * (biome.json, noRestrictedImports): these probes are linted as files in the folders they name, and
 * each import must be refused or let through as the rule says.
 */
const root = join(import.meta.dirname, '../..')
const biome = join(root, 'node_modules/.bin/biome')
const written: string[] = []
afterAll(() => {
  for (const file of written) rmSync(file, { force: true })
})

/** The imports lint refuses in a module at `folder` (relative to the repository). */
async function refusedImports(folder: string, specifiers: string[]): Promise<string[]> {
  const file = join(root, folder, `boundary-probe-${randomBytes(4).toString('hex')}.ts`)
  written.push(file)
  const lines = specifiers.map((specifier, i) => `import * as m${i} from '${specifier}'`)
  writeFileSync(
    file,
    `${lines.join('\n')}\n\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}]\n`,
  )
  const output = await promisify(execFile)(biome, ['lint', '--max-diagnostics=50', file], { cwd: root }).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  )
  return specifiers.filter((_, i) => new RegExp(`:${i + 1}:\\d+ lint/style/noRestrictedImports`).test(output))
}

describe('the one-way rule between the layers fails lint when broken', () => {
  it('the server imports nothing of the app but its contract', async () => {
    const refused = await refusedImports('server/http', [
      '../../src/features/search/api.ts',
      '../../src/shared/limits.ts',
      '../../src/contract/limits.ts',
      '../db/schema.ts',
      'valibot',
    ])
    expect(refused).toEqual(['../../src/features/search/api.ts', '../../src/shared/limits.ts'])
  }, 30_000)

  it('the contract imports valibot and itself, nothing else', async () => {
    const refused = await refusedImports('src/contract/schemas', [
      'react',
      'node:fs',
      '@tanstack/react-query',
      '../../shared/limits.ts',
      '../../../server/db/schema.ts',
      '../limits.ts',
      './cards.ts',
      'valibot',
    ])
    expect(refused).toEqual([
      'react',
      'node:fs',
      '@tanstack/react-query',
      '../../shared/limits.ts',
      '../../../server/db/schema.ts',
    ])
    expect(
      await refusedImports('src/contract', ['../shared/limits.ts', './schemas/cards.ts', 'valibot']),
    ).toEqual(['../shared/limits.ts'])
  }, 30_000)
})
