import { Trans } from '@lingui/react/macro'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { isApiError, isOfflineError } from '../api/api-error.ts'
import { useOnline } from '../hooks/use-online.ts'
import { useCallMessage } from './use-call-message.ts'

/** A route that could not load: what went wrong, and a way to try again without reloading. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const said = useCallMessage()
  const queryBoundary = useQueryErrorResetBoundary()
  const online = useOnline()
  const retry = () => {
    queryBoundary.reset()
    reset()
    router.invalidate()
  }
  // Offline, any failure (a call, a script not kept on the device) comes from the missing network.
  if (isOfflineError(error) || !online) {
    return (
      <section className="status-screen" role="alert">
        <h1>
          <Trans>You are offline</Trans>
        </h1>
        {/* Spec §8's client message for a call that got no answer. */}
        {isApiError(error) ? <p>{said(error)}</p> : null}
        <p>
          <Trans>This page is not saved on this device. Connect to the internet and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </section>
    )
  }
  return (
    <section className="status-screen" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      {/* API messages are written for people; anything else is a bug and stays in the console. */}
      {isApiError(error) ? <p>{said(error)}</p> : null}
      <button type="button" className="button" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
