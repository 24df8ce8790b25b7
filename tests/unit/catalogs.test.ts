import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface Message {
  id: string
  translation: string
}

const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string

/**
 * The messages of a .po catalog, keyed by context and id. Only what Lingui writes is read: comments,
 * `msgctxt`, `msgid`, `msgstr`, and strings continued on the lines after them.
 */
function readCatalog(language: 'vi' | 'en', catalog = 'messages'): Map<string, Message> {
  const text = readFileSync(join(process.cwd(), 'src/locales', language, `${catalog}.po`), 'utf8')
  const messages = new Map<string, Message>()
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const fields: Record<string, string> = {}
    let field: string | undefined
    for (const line of block.split(/\r?\n/)) {
      const start = /^(msgctxt|msgid|msgstr)\s/.exec(line)
      if (start?.[1]) {
        field = start[1]
        fields[field] = unquote(line)
      } else if (field && line.startsWith('"')) fields[field] += unquote(line)
    }
    if (fields.msgid === undefined || fields.msgid === '') continue
    const key = fields.msgctxt === undefined ? fields.msgid : `${fields.msgctxt}\u0004${fields.msgid}`
    messages.set(key, { id: fields.msgid, translation: fields.msgstr ?? '' })
  }
  return messages
}

const vi = readCatalog('vi')
const en = readCatalog('en')

describe('the catalogs', () => {
  it('hold messages', () => {
    expect(vi.size).toBeGreaterThan(0)
  })

  it('hold the same messages in Vietnamese and English', () => {
    expect([...vi.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('translate every message into Vietnamese', () => {
    const untranslated = [...vi.values()].filter((message) => message.translation.trim() === '')
    expect(untranslated.map((message) => message.id)).toEqual([])
  })

  it('give the spec’s Vietnamese texts word for word', () => {
    const translation = (id: string) => vi.get(id)?.translation
    expect(translation('Page not found')).toBe('Trang không tồn tại')
    expect(translation('Back to home')).toBe('Quay lại trang chủ')
  })
})

/** The catalogues that load with their own screens (lingui.config.ts) are held to the same rules. */
describe.each(['account', 'admin', 'comments', 'reader-extras'])('the %s catalogs', (catalog) => {
  const own = { vi: readCatalog('vi', catalog), en: readCatalog('en', catalog) }

  it('hold the same messages in Vietnamese and English', () => {
    expect(own.vi.size).toBeGreaterThan(0)
    expect([...own.vi.keys()].sort()).toEqual([...own.en.keys()].sort())
  })

  it('translate every message into Vietnamese', () => {
    const untranslated = [...own.vi.values()].filter((message) => message.translation.trim() === '')
    expect(untranslated.map((message) => message.id)).toEqual([])
  })
})
