import { afterEach, describe, expect, it } from 'vitest'
import {
  clearRecentSearches,
  recentSearches,
  reloadRecentSearches,
  rememberSearch,
} from '../../src/features/search/recent-searches.ts'
import { RECENT_SEARCHES_MAX } from '../../src/shared/limits.ts'
import { RECENT_SEARCHES_KEY } from '../../src/shared/storage-keys.ts'

afterEach(() => {
  localStorage.clear()
  reloadRecentSearches()
})

const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null')

describe('recent searches', () => {
  it('keep the latest first, each query once, and survive a reload', () => {
    rememberSearch('kinh di')
    rememberSearch('  tinh yeu ')
    rememberSearch('Kinh Di')
    expect(recentSearches()).toEqual(['Kinh Di', 'tinh yeu'])
    reloadRecentSearches()
    expect(recentSearches()).toEqual(['Kinh Di', 'tinh yeu'])
    expect(stored()).toEqual(['Kinh Di', 'tinh yeu'])
  })

  it('ignore a blank query', () => {
    rememberSearch('   ')
    expect(recentSearches()).toEqual([])
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
  })

  it(`keep at most ${RECENT_SEARCHES_MAX}, dropping the oldest`, () => {
    for (let i = 1; i <= RECENT_SEARCHES_MAX + 3; i++) rememberSearch(`tim ${i}`)
    const kept = recentSearches()
    expect(kept).toHaveLength(RECENT_SEARCHES_MAX)
    expect(kept[0]).toBe(`tim ${RECENT_SEARCHES_MAX + 3}`)
    expect(kept.at(-1)).toBe('tim 4')
  })

  it('clear from the device', () => {
    rememberSearch('kinh di')
    clearRecentSearches()
    expect(recentSearches()).toEqual([])
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull()
    reloadRecentSearches()
    expect(recentSearches()).toEqual([])
  })

  it('repair a damaged record: the queries in it are kept, the rest left out', () => {
    const tooMany = Array.from({ length: 30 }, (_, i) => `q${i}`)
    localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify([42, 'kinh di', null, { q: 'x' }, '', 'KINH DI', 'x'.repeat(500), ...tooMany]),
    )
    const kept = recentSearches()
    expect(kept).toHaveLength(RECENT_SEARCHES_MAX)
    expect(kept.slice(0, 2)).toEqual(['kinh di', 'x'.repeat(100)])
    // The next write stores the repaired list.
    rememberSearch('tinh yeu')
    expect(stored()[0]).toBe('tinh yeu')
    expect(stored()).toHaveLength(RECENT_SEARCHES_MAX)
  })

  it('start empty when the record is not a list or not JSON', () => {
    for (const raw of ['{not json', '{"a":1}', '"kinh di"', '1e999']) {
      localStorage.setItem(RECENT_SEARCHES_KEY, raw)
      reloadRecentSearches()
      expect(recentSearches(), raw).toEqual([])
    }
  })
})
