import type { QueryClient } from '@tanstack/react-query'
import type { LikeAnswer, RatingAnswer } from '../../contract/schemas/actions.ts'
import { isApiError } from '../../shared/api/api-error.ts'
import type { LikeVariables, RatingVariables } from './api.ts'
import { actionKeys, IDEMPOTENT } from './keys.ts'

/**
 * How an action is sent and what follows (toasts, library, cached counts) loads when an action runs:
 * the defaults are registered before the first screen, which needs none of it.
 */
const effects = () => import('./effects.ts')

/** No answer at all: try again, waiting (paused) while the browser is offline. */
const retryWithoutNetwork = (_failures: number, error: unknown) =>
  isApiError(error) && error.reason === 'network'

/**
 * Registers how likes and ratings are sent and what follows. They live here, not in a component,
 * because a mutation restored after a reload has only its key and variables: its function and its
 * effects come from these defaults, whatever page is open.
 */
export function registerActionMutations(queryClient: QueryClient) {
  queryClient.setMutationDefaults<LikeAnswer, Error, LikeVariables>(actionKeys.like(), {
    mutationFn: async (variables) => (await effects()).sendCheckedLike(variables),
    meta: IDEMPOTENT,
    retry: retryWithoutNetwork,
    onSuccess: async (answer, variables) => (await effects()).likeDone(queryClient, answer, variables),
    onError: async () => (await effects()).likeFailed(),
  })
  queryClient.setMutationDefaults<RatingAnswer, Error, RatingVariables>(actionKeys.rating(), {
    mutationFn: async (variables) => (await effects()).sendCheckedRating(variables),
    meta: IDEMPOTENT,
    retry: retryWithoutNetwork,
    onSuccess: async (answer, variables) => (await effects()).ratingDone(queryClient, answer, variables),
    onError: async (error) => (await effects()).ratingFailed(error),
  })
}
