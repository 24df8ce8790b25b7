import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { getPushDevices, pushBrowserKey, pushDevicesKey } from '../api.ts'
import {
  type BrowserPush,
  browserPush,
  isIos,
  PushRefused,
  preparePush,
  thisDevice,
  turnOffPush,
  turnOnPush,
} from '../browser-push.ts'

/** Opened from the home screen rather than in a browser tab (Safari says so its own way). */
const runsInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true

/**
 * Notifications on this browser: whether it can have them, and turning them on (the browser asks
 * for permission when the button is pressed, never before) or off.
 */
export function ThisDevice({ language }: { language: Language }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // What this browser can do, and what turning push on needs ready before the tap.
  const browser = useQuery({
    queryKey: [...pushBrowserKey, language],
    queryFn: async () => {
      const state = await browserPush()
      const ready = state === 'off' || state === 'on' ? await preparePush(language).catch(() => null) : null
      return { state, ready, device: await thisDevice() }
    },
    meta: PRIVATE_QUERY,
    retry: false,
  })
  // The devices the server sends to (the list below asks for them): a subscription it no longer
  // knows (removed from another device) is told nothing, and is as good as off.
  const devices = useQuery({
    queryKey: pushDevicesKey,
    queryFn: ({ signal }) => getPushDevices(language, signal),
    meta: PRIVATE_QUERY,
  })
  const known = (id: number | null) => !devices.data || devices.data.some((device) => device.id === id)
  const found = browser.isError ? 'unsupported' : browser.data?.state
  const state: BrowserPush | 'checking' =
    found === 'on' && !known(browser.data?.device ?? null) ? 'off' : (found ?? 'checking')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const done = () => {
    setBusy(false)
    void queryClient.invalidateQueries({ queryKey: pushBrowserKey })
    void queryClient.invalidateQueries({ queryKey: pushDevicesKey })
  }
  const failed = (error: unknown) => {
    setBusy(false)
    setFailure(
      isApiError(error) && error.reason === 'rejected'
        ? error.message
        : t`Notifications could not be turned on. Please try again.`,
    )
  }
  const turnOn = () => {
    const prepared = browser.data?.ready
    if (!prepared) return failed(null)
    setBusy(true)
    setFailure(null)
    // In the tap's own handler: the browser asks for permission only in a gesture.
    turnOnPush(prepared, language).then(done, (error: unknown) =>
      error instanceof PushRefused ? done() : failed(error),
    )
  }
  const turnOff = () => {
    setBusy(true)
    setFailure(null)
    turnOffPush(language).then(done, failed)
  }

  return (
    <section className="account__section" aria-labelledby="push-device-title">
      <h2 id="push-device-title">
        <Trans>This device</Trans>
      </h2>
      {state === 'checking' ? <Loading /> : null}
      {state === 'unsupported' ? (
        <p>
          {isIos() && !runsInstalled() ? (
            <Trans>
              On an iPhone or iPad, notifications come only to Mọt installed on the home screen: install it
              first, as told below.
            </Trans>
          ) : (
            <Trans>This browser cannot receive notifications from websites.</Trans>
          )}
        </p>
      ) : null}
      {state === 'denied' ? (
        <p>
          <Trans>
            Notifications are blocked for this site in this browser. To have them, allow notifications for
            this site in the browser’s settings (often under the icon beside the address), then come back to
            this page.
          </Trans>
        </p>
      ) : null}
      {state === 'off' ? (
        <>
          <p>
            <Trans>Notifications are off on this device.</Trans>
          </p>
          <div className="push-settings__actions">
            <button type="button" className="button" disabled={busy} onClick={turnOn}>
              <Trans>Turn on notifications on this device</Trans>
            </button>
          </div>
        </>
      ) : null}
      {state === 'on' ? (
        <>
          <p>
            <Trans>Notifications are on for this device.</Trans>
          </p>
          <div className="push-settings__actions">
            <button type="button" className="button button--ghost" disabled={busy} onClick={turnOff}>
              <Trans>Turn off on this device</Trans>
            </button>
          </div>
        </>
      ) : null}
      <div role="alert">{failure ? <p>{failure}</p> : null}</div>
    </section>
  )
}
