// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, parseAst } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { declarationModules, declarationsOf } from '../../scripts/lib/declaration-modules.ts'

/**
 * A library of one module, as valibot ships, which the first script uses a little of and a late part
 * more (written to a folder of its own for each run).
 */
const sources: Record<string, string> = {
  'entry.js': `
    import { read, SHOWN } from './library.js'
    export const first = () => [read(), SHOWN]
    export const late = () => import('./late.js')`,
  'late.js': `
    import { bump, Derived, lateOnly } from './library.js'
    export const run = () => [bump(), new Derived().name, lateOnly()]`,
  'library.js': `
    import { helper } from './helper.js'
    let count = 0
    /* @__NO_SIDE_EFFECTS__ */
    function read() { return count }
    function bump() { count += 1; return count }
    const PREFIX = 'shown'
    const SHOWN = \`\${PREFIX}!\`
    class Base { name = 'base' }
    class Derived extends Base {}
    function lateOnly() { return helper('late-only words') }
    export { read, bump, SHOWN, Derived, lateOnly }`,
  'helper.js': 'export const helper = (text) => text.toUpperCase()',
}

const program = (code: string) => parseAst(code) as unknown as Parameters<typeof declarationsOf>[0]

describe('a module served a declaration at a time (scripts/lib/declaration-modules.ts)', () => {
  it('keeps together what must be: a variable with what assigns it, a class with the one it extends', () => {
    const code = sources['library.js']!
    const found = declarationsOf(program(code), code)
    if (typeof found === 'string') throw new Error(found)
    const partOf = (name: string) => found.partOf.get(name)
    expect(partOf('count')).toBe(partOf('bump'))
    expect(partOf('read')).not.toBe(partOf('count'))
    expect(partOf('SHOWN')).toBe(partOf('PREFIX'))
    expect(partOf('Derived')).toBe(partOf('Base'))
    expect(partOf('lateOnly')).not.toBe(partOf('read'))
    expect(found.parts[partOf('read')!]!.code).toContain('/* @__NO_SIDE_EFFECTS__ */')
    expect([...found.parts[partOf('lateOnly')!]!.uses]).toEqual(['helper'])
  })

  it('leaves whole a module that does anything as it loads', () => {
    for (const code of [
      `import './styles.css'\nexport const a = 1`,
      `export const words = new Set(['a'])`,
      `const a = 1\nconsole.log(a)\nexport { a }`,
      `export default function a() {}`,
    ])
      expect(declarationsOf(program(code), code)).toEqual(expect.any(String))
  })

  describe('in a build', () => {
    let dir = ''
    let entry = ''
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'declaration-modules-'))
      await mkdir(join(dir, 'src'))
      for (const [file, code] of Object.entries(sources)) await writeFile(join(dir, 'src', file), code)
      await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [declarationModules(/\/src\/library\.js$/)],
        build: {
          outDir: join(dir, 'out'),
          minify: false,
          modulePreload: false,
          rolldownOptions: {
            input: { entry: join(dir, 'src', 'entry.js') },
            preserveEntrySignatures: 'strict',
          },
        },
      })
      const files = await readdir(join(dir, 'out'), { recursive: true })
      entry = join(dir, 'out', files.find((file) => /entry.*\.js$/.test(file))!)
    })
    afterAll(() => rm(dir, { recursive: true, force: true }))

    it('puts in the first chunk only what it uses of the module', async () => {
      const entryCode = await readFile(entry, 'utf8')
      expect(entryCode).toContain('shown')
      expect(entryCode).not.toContain('late-only words')
      expect(entryCode).not.toContain('Derived')
      expect(entryCode).not.toContain('toUpperCase')
    })

    it('runs as the module did: one variable, read by one chunk and changed by another', async () => {
      const app = (await import(pathToFileURL(entry).href)) as {
        first: () => unknown[]
        late: () => Promise<{ run: () => unknown[] }>
      }
      expect(app.first()).toEqual([0, 'shown!'])
      const { run } = await app.late()
      expect(run()).toEqual([1, 'base', 'LATE-ONLY WORDS'])
      expect(app.first()).toEqual([1, 'shown!'])
    })
  })
})
