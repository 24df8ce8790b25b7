// @vitest-environment node
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
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

/** A probe module at `folder` (relative to the repository) importing each of `specifiers`. */
function probe(folder: string, specifiers: string[]): string {
  const file = join(root, folder, `boundary-probe-${randomBytes(4).toString('hex')}.ts`)
  written.push(file)
  const lines = specifiers.map((specifier, i) => `import * as m${i} from '${specifier}'`)
  writeFileSync(
    file,
    `${lines.join('\n')}\n\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}]\n`,
  )
  return file
}

/** What `biome lint` says of these files. */
function lint(files: string[]): Promise<string> {
  return promisify(execFile)(biome, ['lint', '--max-diagnostics=50', ...files], { cwd: root }).then(
    ({ stdout, stderr }) => stdout + stderr,
    (error: { stdout: string; stderr: string }) => error.stdout + error.stderr,
  )
}

/** The imports lint refuses in a module at `folder` (relative to the repository). */
async function refusedImports(folder: string, specifiers: string[]): Promise<string[]> {
  const output = await lint([probe(folder, specifiers)])
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

  it('only the demo seeding at start-up imports the demo catalogue', async () => {
    expect(
      await refusedImports('server/library', ['../demo/insert.ts', '../demo/seed.ts', '../posts/slug.ts']),
    ).toEqual(['../demo/insert.ts', '../demo/seed.ts'])
    expect(await refusedImports('server', ['./demo/seed.ts', './demo/types.ts'])).toEqual(['./demo/types.ts'])
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

describe('the walls between features fail lint when broken', () => {
  it('a feature uses another only through its index.ts, and only along the allowed directions', async () => {
    const refused = await refusedImports('src/features/detail/components', [
      // detail uses downloads: its public index.ts, not its insides
      '../../downloads/index.ts',
      '../../downloads/components/DownloadSection.tsx',
      '../../downloads/films/film-store.ts',
      // detail never uses library (library uses detail), not even through its index.ts
      '../../library/index.ts',
      '../../library/use-titles.ts',
      // its own insides, what lies below the features, and an entity named like a feature
      '../api.ts',
      '../facts/BookFacts.tsx',
      '../../../entities/library/use-library.ts',
      '../../../shared/ui/ConfirmDialog.tsx',
      '../../../contract/languages.ts',
      // the routes and the app are above every feature
      '../../../routes/__root.tsx',
      '../../../app/query-client.ts',
    ])
    expect(refused).toEqual([
      '../../downloads/components/DownloadSection.tsx',
      '../../downloads/films/film-store.ts',
      '../../library/index.ts',
      '../../library/use-titles.ts',
      '../../../routes/__root.tsx',
      '../../../app/query-client.ts',
    ])
    // From a feature's own folder, one step up is the next feature.
    expect(
      await refusedImports('src/features/layout', [
        '../library/index.ts',
        '../library/sync/start.ts',
        './logout.ts',
      ]),
    ).toEqual(['../library/sync/start.ts'])
  }, 60_000)

  it('shared code and entities import no feature', async () => {
    expect(
      await refusedImports('src/shared/ui', [
        '../../features/library/index.ts',
        '../../entities/library/use-library.ts',
        './Dialog.tsx',
      ]),
    ).toEqual(['../../features/library/index.ts', '../../entities/library/use-library.ts'])
    expect(
      await refusedImports('src/entities/reading', [
        '../../features/reader/index.ts',
        '../../shared/limits.ts',
      ]),
    ).toEqual(['../../features/reader/index.ts'])
  }, 60_000)

  it('an import cycle fails lint', async () => {
    const folder = 'src/features/library'
    const first = probe(folder, [])
    const second = probe(folder, [`./${basename(first)}`])
    writeFileSync(first, `import * as m0 from './${basename(second)}'\n\nexport const all = [m0]\n`)
    const output = await lint([first, second])
    expect(output).toMatch(new RegExp(`${basename(first)}:1:\\d+ lint/suspicious/noImportCycles`))
    expect(output).toMatch(new RegExp(`${basename(second)}:1:\\d+ lint/suspicious/noImportCycles`))
    // One way only is no cycle.
    writeFileSync(first, 'export const all = []\n')
    expect(await lint([first, second])).not.toMatch(/noImportCycles/)
  }, 60_000)

  it('in the server, a cycle of type-only imports fails lint too', async () => {
    const folder = 'server/http'
    const first = probe(folder, [])
    const second = probe(folder, [])
    writeFileSync(first, `import type { B } from './${basename(second)}'\n\nexport type A = { b?: B }\n`)
    writeFileSync(second, `import type { A } from './${basename(first)}'\n\nexport type B = { a?: A }\n`)
    const output = await lint([first, second])
    expect(output).toMatch(new RegExp(`${basename(first)}:1:\\d+ lint/suspicious/noImportCycles`))
    expect(output).toMatch(new RegExp(`${basename(second)}:1:\\d+ lint/suspicious/noImportCycles`))
  }, 60_000)
})
