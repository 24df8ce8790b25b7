import * as v from 'valibot'
import { SEARCH_QUERY_MAX } from '../../contract/limits.ts'
import { deviceRecord } from '../../shared/device-record.ts'
import { RECENT_SEARCHES_MAX } from '../../shared/limits.ts'
import { RECENT_SEARCHES_KEY } from '../../shared/storage-keys.ts'

/**
 * The searches made on this device, the latest first, offered again when the box is empty. A record
 * this version cannot read keeps what it can: entries that are not queries are left out, repeats
 * and anything past RECENT_SEARCHES_MAX dropped.
 */
const storedSchema = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((entries) => keptQueries(entries)),
  ),
  [],
)

const asQuery = (entry: unknown) =>
  typeof entry === 'string' ? entry.trim().slice(0, SEARCH_QUERY_MAX) || undefined : undefined

/** Queries alone, each once (case and spacing as typed, compared without case), at most the cap. */
function keptQueries(entries: readonly unknown[]): string[] {
  const kept: string[] = []
  const seen = new Set<string>()
  for (const entry of entries) {
    const query = asQuery(entry)
    if (query === undefined || seen.has(query.toLowerCase())) continue
    seen.add(query.toLowerCase())
    kept.push(query)
    if (kept.length === RECENT_SEARCHES_MAX) break
  }
  return kept
}

const none: readonly string[] = []
const searches = deviceRecord(RECENT_SEARCHES_KEY, storedSchema, () => [], {
  isEmpty: (queries) => queries.length === 0,
})

export const recentSearches = searches.read

/** Puts a query first; the same query made before moves up rather than twice. */
export function rememberSearch(query: string) {
  if (asQuery(query) === undefined) return
  searches.write(keptQueries([query, ...searches.read()]))
}

export const clearRecentSearches = () => searches.write([])

/** The recent searches; none while a page the server drew is taken over (the server cannot know them). */
export const useRecentSearches = () => searches.use(searches.read, none)

/** Forgets the searches in this module's memory: the next read comes from storage again (tests). */
export const reloadRecentSearches = searches.reload
