import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePoFile } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { languages } from '../../src/contract/languages.ts'

const locales = join(import.meta.dirname, '..', '..', 'src', 'locales')

/**
 * A feature's catalogue (the admin area's, the readers' extras…) is loaded into the same messages as
 * the app's: a message it shares with another catalogue but words otherwise would change the words of
 * every page drawn after it, on the server too (a page drawn after an admin page said 'Danh mục' where
 * the app, taking it over, said 'Thể loại').
 */
describe.each(languages)('the %s catalogues', (language) => {
  it('word every message they share the same way (or give it a context of its own)', () => {
    const worded = new Map<string, Map<string, string[]>>()
    for (const file of readdirSync(join(locales, language)).filter((name) => name.endsWith('.po'))) {
      const po = parsePoFile(readFileSync(join(locales, language, file), 'utf8'))
      for (const item of po.items) {
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`
        const words = item.msgstr.join('\n')
        const byWords = worded.get(key) ?? new Map<string, string[]>()
        byWords.set(words, [...(byWords.get(words) ?? []), file])
        worded.set(key, byWords)
      }
    }
    const disagreements = [...worded]
      .filter(([, byWords]) => byWords.size > 1)
      .map(
        ([key, byWords]) => `${key.replace('\u0004', ' | ')}: ${JSON.stringify(Object.fromEntries(byWords))}`,
      )
    expect(disagreements).toEqual([])
  })
})
