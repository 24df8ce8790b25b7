import { Trans } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { isApiError } from '../api/api-error.ts'

/** A route that could not load: what went wrong, and a way to try again without reloading. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryBoundary = useQueryErrorResetBoundary()
  const retry = () => {
    queryBoundary.reset()
    reset()
    router.invalidate()
  }
  return (
    <section className="status-screen" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      {/* API messages are written for people; anything else is a bug and stays in the console. */}
      {isApiError(error) ? <p>{error.message}</p> : null}
      <button type="button" className="button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
