// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Every call of the API goes through call() (src/shared/api/call.ts), which takes its address,
 * schemas, session and anti-forgery token from the contract's table of endpoints: a feature that
 * fetched an API address itself could drift from the table without any check seeing it.
 */
const root = join(import.meta.dirname, '../..')
const sources = (readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join('src', file))
const outsideApi = sources.filter((file) => !file.startsWith(join('src', 'shared', 'api')))
const text = (file: string) => readFileSync(join(root, file), 'utf8')

/** Fetches that are not calls: what is kept for offline reading is fetched and stored as it came. */
const storesAnswers = [join('src', 'features', 'downloads', 'api.ts')]

describe('the API is called through call() only', () => {
  it('no module but the API client asks with apiRequest, apiData or the transport', () => {
    const asking = outsideApi.filter((file) =>
      /\b(apiRequest|apiData)\b|\btransport\.fetch\(/.test(text(file)),
    )
    expect(asking).toEqual([])
  })

  it('no module fetches by itself, but the downloads that store answers whole', () => {
    const fetching = outsideApi.filter((file) => /(^|[^.\w])fetch\(/m.test(text(file)))
    expect(fetching).toEqual(storesAnswers)
  })

  it('no module builds an address from a path constant, but tus, which speaks its own protocol', () => {
    const building = outsideApi.filter(
      (file) => !file.startsWith(join('src', 'contract')) && /\bapiUrl\([^)]*Route\b/.test(text(file)),
    )
    expect(building).toEqual([join('src', 'features', 'admin', 'uploads', 'tus-upload.ts')])
  })
})
