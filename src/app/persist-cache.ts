import {
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClient,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core'
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  hydrate,
  type Mutation,
  onlineManager,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { createStore, del, get, set } from 'idb-keyval'
import * as v from 'valibot'
import { isIdempotent } from '../features/actions/keys.ts'
import { isPrivateQuery } from '../shared/api/private-query.ts'
import {
  QUERY_PERSIST_MAX_AGE,
  QUERY_PERSIST_THROTTLE,
  QUERY_RESTORE_TIMEOUT,
} from '../shared/cache-names.ts'
import { QUERY_CACHE_DB, QUERY_CACHE_KEY, QUERY_CACHE_STORE } from '../shared/storage-keys.ts'

/**
 * The outline of what TanStack Query writes. A record without it (garbage, a format of long ago, an
 * interrupted write) is dropped as if nothing were stored: restoring it would throw, and a failed
 * restore also stops the cache from being kept for the rest of the visit.
 */
const storedClientSchema = v.object({
  buster: v.string(),
  timestamp: v.number(),
  clientState: v.object({
    queries: v.array(
      v.object({ queryKey: v.array(v.unknown()), queryHash: v.string(), state: v.object({}) }),
    ),
    mutations: v.array(v.object({ state: v.object({}) })),
  }),
})
const isStoredClient = (stored: unknown): stored is PersistedClient => v.is(storedClientSchema, stored)

/** What changes when an action is queued, resumed or done. */
const mutationsOf = (client: PersistedClient) =>
  JSON.stringify(
    client.clientState.mutations.map(({ state }) => [state.submittedAt, state.status, state.isPaused]),
  )

/**
 * Keeps the whole query cache in IndexedDB, writing at most once per throttle period, except when
 * the waiting actions change: those are written at once, so closing the app right after an offline
 * like neither loses it nor, once it is sent, sends it again.
 */
export function createIdbPersister(throttleMs = QUERY_PERSIST_THROTTLE): Persister {
  const idb = createStore(QUERY_CACHE_DB, QUERY_CACHE_STORE)
  let latest: PersistedClient | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let writtenMutations = '[]'
  const write = () => {
    if (!latest) return
    writtenMutations = mutationsOf(latest)
    set(QUERY_CACHE_KEY, latest, idb).catch(() => {})
  }
  return {
    persistClient(client) {
      latest = client
      if (mutationsOf(client) !== writtenMutations) {
        clearTimeout(timer)
        timer = undefined
        return write()
      }
      if (timer !== undefined) return
      timer = setTimeout(() => {
        timer = undefined
        write()
      }, throttleMs)
    },
    async restoreClient() {
      const stored = await get<unknown>(QUERY_CACHE_KEY, idb).catch(() => undefined)
      if (stored === undefined) return undefined
      if (isStoredClient(stored)) {
        // The answers' checks (query-schemas.ts) are out of the first screen's script, and a first
        // visit, which has nothing stored, never asks for them. Without them (a script that could
        // not load) the cache is restored as it was kept.
        const checks = await import('./query-schemas.ts').catch(() => undefined)
        return checks?.withShowableAnswers(stored) ?? stored
      }
      await del(QUERY_CACHE_KEY, idb).catch(() => {})
      return undefined
    },
    removeClient: () => del(QUERY_CACHE_KEY, idb).catch(() => {}),
  }
}

/**
 * Restores the stored cache, then keeps it in sync. Without `answers`, only the waiting actions are
 * restored, and this visit's answers are kept from then on in place of the stored ones. Resolves when restored, or after the spec's
 * persist timeout: a slow or broken IndexedDB must not keep the app from starting.
 */
export function restoreQueryCache(queryClient: QueryClient, { answers = true } = {}): Promise<void> {
  // TanStack Query assumes it starts online; a reopened app that is offline must keep its actions paused.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
  if (typeof indexedDB === 'undefined') return Promise.resolve()
  const buster = import.meta.env.APP_VERSION ?? ''
  const idbPersister = createIdbPersister()
  let carried: DehydratedState['mutations'] = []
  const options: PersistQueryClientOptions = {
    queryClient,
    persister: {
      ...idbPersister,
      async restoreClient() {
        const stored = await idbPersister.restoreClient()
        const dropped =
          stored && (stored.buster !== buster || Date.now() - stored.timestamp > QUERY_PERSIST_MAX_AGE)
        if (dropped) carried = stored.clientState.mutations
        // Without the stored answers, the waiting actions alone (see restoreQueryCache's callers).
        if (stored && !answers) return { ...stored, clientState: { ...stored.clientState, queries: [] } }
        return stored
      },
    },
    maxAge: QUERY_PERSIST_MAX_AGE,
    // A new version may read its data differently: start it from a clean cache.
    buster,
    dehydrateOptions: { shouldDehydrateMutation: storedMutation, shouldDehydrateQuery: storedQuery },
  }
  const [, restored] = persistQueryClient(options)
  // A record that could not be restored has been dropped: start afresh, and keep this visit's cache.
  const kept = restored.catch(() => {
    persistQueryClientSubscribe(options)
  })
  const resumed = kept.then(() => {
    // A dropped cache still owes the server its waiting actions (their variables are checked on send).
    if (carried.length > 0) hydrate(queryClient, { mutations: carried })
    resumeStoredMutations(queryClient)
    // This visit's answers, already in memory, are kept at once: they replace the stored ones.
    if (!answers) void persistQueryClientSave(options)
  })
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, QUERY_RESTORE_TIMEOUT))
  return Promise.race([resumed.catch(() => {}), timeout])
}

/** A member's own answers stay in memory (private-query.ts). */
const storedQuery = (query: Query) => defaultShouldDehydrateQuery(query) && !isPrivateQuery(query)

/** Paused actions are kept, and idempotent ones in flight, which are safe to send again. */
const storedMutation = (mutation: Mutation) =>
  mutation.state.isPaused || (mutation.state.status === 'pending' && isIdempotent(mutation))

/**
 * Sends what was waiting when the app was closed. Offline, they pause again until the network
 * returns; mutations of one scope (one post's likes) still go one after the other.
 */
function resumeStoredMutations(queryClient: QueryClient) {
  const waiting = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.status === 'pending')
  for (const mutation of waiting) mutation.continue().catch(() => {})
}
