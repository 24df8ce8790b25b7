import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PushDevice } from '../../../contract/schemas/push.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { getPushDevices, pushBrowserKey, pushDevicesKey, removePushDevice } from '../api.ts'
import { forgetThisDevice, thisDevice } from '../browser-push.ts'

/** The browsers that receive the member's notifications, this one marked; any can be removed. */
export function DeviceList({ language }: { language: Language }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const devices = useQuery({
    queryKey: pushDevicesKey,
    queryFn: ({ signal }) => getPushDevices(language, signal),
    meta: PRIVATE_QUERY,
  })
  // The id the server knows this browser by, once it subscribed here.
  const here = useQuery({
    queryKey: [...pushBrowserKey, 'device'],
    queryFn: thisDevice,
    meta: PRIVATE_QUERY,
  }).data
  const [removed, setRemoved] = useState<string | null>(null)
  const remove = useMutation({
    mutationFn: async (device: PushDevice) => {
      await removePushDevice(language, device.id)
      // This browser's own: it forgets its subscription too, so it can be turned on again.
      if (device.id === here) await forgetThisDevice()
    },
    networkMode: 'always',
    onSuccess: (_answer, device) => {
      queryClient.setQueryData<PushDevice[]>(pushDevicesKey, (list) =>
        list?.filter((one) => one.id !== device.id),
      )
      void queryClient.invalidateQueries({ queryKey: pushDevicesKey })
      void queryClient.invalidateQueries({ queryKey: pushBrowserKey })
      setRemoved(nameOf(device))
    },
  })
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const nameOf = (device: PushDevice) => {
    const browser = device.browser ?? t`Unknown browser`
    const system = device.system ?? t`unknown device`
    return t`${browser} on ${system}`
  }
  const list = devices.data ?? []
  return (
    <section className="account__section" aria-labelledby="push-devices-title">
      <h2 id="push-devices-title">
        <Trans>Devices that receive notifications</Trans>
      </h2>
      {devices.isPending ? <Loading /> : null}
      {devices.isSuccess && list.length === 0 ? (
        <p className="account__hint">
          <Trans>No device receives your notifications yet.</Trans>
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="account__sessions" aria-labelledby="push-devices-title">
          {list.map((device) => {
            const name = nameOf(device)
            const added = when(device.created_at)
            const lastSent = device.last_sent_at ? when(device.last_sent_at) : null
            return (
              <li key={device.id} className="account__session">
                <div>
                  <p className="account__session-name">
                    {name}
                    {device.id === here ? (
                      <span className="account__badge">
                        <Trans>This device</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="account__hint">
                    <Trans>Added {added}</Trans>{' '}
                    {lastSent ? <Trans>Last notified {lastSent}</Trans> : <Trans>Not notified yet</Trans>}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={remove.isPending}
                  aria-label={t`Remove ${name}`}
                  onClick={() => remove.mutate(device)}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className="account__done" role="status">
        {removed ? (
          <p>
            <Trans>{removed} no longer receives notifications.</Trans>
          </p>
        ) : null}
      </div>
      <div className="auth-form__alert" role="alert">
        {remove.isError || devices.isError ? (
          <p>
            <Trans>Something went wrong. Please try again.</Trans>
          </p>
        ) : null}
      </div>
    </section>
  )
}
