import 'fake-indexeddb/auto'
import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { createStore, del, get } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreQueryCache } from '../../src/app/persist-cache.ts'
import { createQueryClient } from '../../src/app/query-client.ts'
import { adminKeys, membersQuery } from '../../src/features/admin/api.ts'
import { QUERY_PERSIST_THROTTLE } from '../../src/shared/cache-names.ts'
import { QUERY_CACHE_DB, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../../src/shared/storage-keys.ts'

const queryStore = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
const storedKeys = async () =>
  ((await get<PersistedClient>(QUERY_CACHE_KEY, queryStore))?.clientState.queries ?? []).map(
    (query) => query.queryKey,
  )

beforeEach(() => del(QUERY_CACHE_KEY, queryStore))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
})

async function openApp() {
  vi.stubEnv('APP_VERSION', '1.0.0')
  const queryClient = createQueryClient()
  await restoreQueryCache(queryClient)
  return queryClient
}

describe('admin answers and the stored query cache', () => {
  it('are never written to IndexedDB, while the public answers beside them are', async () => {
    const queryClient = await openApp()
    const member = {
      id: 3,
      name: 'Lan',
      email: 'lan@example.org',
      role: 'member',
      created_at: '',
      live_sessions: 1,
      age_limit: null,
      own_age_limit: null,
      hidden_categories: [],
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ status: 'success', data: [member], is_next: false, paged: 1, page: 1 }),
      ),
    )
    // A real admin query, as the members screen asks it...
    await queryClient.fetchQuery(membersQuery('vi', '', 1))
    // ...and any other query under the admin prefix, whatever its options say.
    queryClient.setQueryData([...adminKeys.all, 'vi', 'audit', 1], { data: [{ actor: 'chu@example.org' }] })
    queryClient.setQueryData(['home', 'vi'], { title: 'Trang chủ' })
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([['home', 'vi']]), {
      timeout: QUERY_PERSIST_THROTTLE + 5000,
    })
    expect(queryClient.getQueryData(membersQuery('vi', '', 1).queryKey)?.data).toEqual([member])
  })
})
