import { QueryClient } from '@tanstack/react-query'
import { registerActionMutations } from '../features/actions/mutations.ts'
import { isApiError } from '../shared/api/api-error.ts'
import { QUERY_PERSIST_MAX_AGE } from '../shared/cache-names.ts'

/** One more try for a server failure; never for a refusal, a malformed answer or no network. */
function retryServerErrors(failureCount: number, error: unknown) {
  return failureCount < 1 && isApiError(error) && error.reason === 'http' && (error.status ?? 0) >= 500
}

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // Kept as long as the persisted copy, or a page seen before would vanish from it.
        gcTime: QUERY_PERSIST_MAX_AGE,
        // Try the request even when the browser says offline: the service worker may answer it,
        // and a route loader must fail fast rather than wait for a network that may never come.
        networkMode: 'offlineFirst',
        retry: retryServerErrors,
      },
    },
  })
  // Before the stored cache is restored: a restored mutation takes its function from these defaults.
  registerActionMutations(client)
  return client
}
