import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { AppKey } from '../../../contract/schemas/app-keys.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { FormAlert } from '../../auth/index.ts'
import { appKeysKey } from '../api.ts'
import { getAppKeys, revokeAppKey } from '../app-keys-api.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'
import { Done } from './Done.tsx'

/**
 * The member's keys, newest first, with when and from where an app last used each; revoking one asks
 * first, since every app that uses it is refused from then on.
 */
export function AppKeyList({
  language,
  onRevoked,
}: {
  language: Language
  onRevoked: (key: AppKey) => void
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const keys = useQuery({
    queryKey: appKeysKey,
    queryFn: ({ signal }) => getAppKeys(language, signal),
    meta: PRIVATE_QUERY,
  })
  // The key the question is about, while it is asked; then the one revoked, for the news.
  const [asking, setAsking] = useState<AppKey | null>(null)
  const [revoked, setRevoked] = useState<AppKey | null>(null)
  // The revoked key's button is gone with it: once the question has closed, focus goes to the list's
  // heading (a question cancelled gives it back to the button, as the dialog does).
  const title = useRef<HTMLHeadingElement>(null)
  const focusTitle = useRef(false)
  useEffect(() => {
    if (asking || !focusTitle.current) return
    focusTitle.current = false
    title.current?.focus()
  }, [asking])
  const revoke = useMutation({
    mutationFn: (key: AppKey) => revokeAppKey(language, key.id),
    networkMode: 'always',
    onSuccess: (_answer, key) => {
      queryClient.setQueryData<AppKey[]>(appKeysKey, (list) => list?.filter((one) => one.id !== key.id))
      void queryClient.invalidateQueries({ queryKey: appKeysKey })
      setRevoked(key)
      focusTitle.current = true
      onRevoked(key)
    },
    onSettled: () => setAsking(null),
  })
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const list = keys.data ?? []
  const error = revoke.error ?? keys.error
  const revokedName = revoked?.name
  const askingName = asking?.name
  return (
    <div className="account__keys">
      <h3 id="app-keys-list-title" ref={title} tabIndex={-1}>
        <Trans>Your keys</Trans>
      </h3>
      {keys.isPending ? <Loading /> : null}
      {keys.isSuccess && list.length === 0 ? (
        <p className="account__hint">
          <Trans>You have no app keys yet.</Trans>
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="account__keys-list" aria-labelledby="app-keys-list-title">
          {list.map((key) => {
            const { name } = key
            const created = when(key.created_at)
            return (
              <li key={key.id} className="account__key">
                <div>
                  <p className="account__key-name">{name}</p>
                  <p className="account__hint">
                    <Trans>Created {created}</Trans> <LastUse appKey={key} when={when} />
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={revoke.isPending}
                  aria-label={t`Revoke ${name}`}
                  onClick={() => setAsking(key)}
                >
                  <Trans>Revoke</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <Done show={revoked !== null}>
        <Trans>The key “{revokedName}” is revoked.</Trans>
      </Done>
      <FormAlert message={error ? accountFailureMessage(error, updateFailed) : null} />
      {asking ? (
        <ConfirmDialog
          message={t`Revoke the key “${askingName}”? Apps that use it can no longer sign in with it.`}
          confirmLabel={t`Revoke key`}
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  )
}

/** When and from which address an app last used the key (kept to the nearest five minutes), if ever. */
function LastUse({ appKey, when }: { appKey: AppKey; when: (iso: string) => string }) {
  if (appKey.last_used_at === null) return <Trans>Never used</Trans>
  const lastUsed = when(appKey.last_used_at)
  const address = appKey.last_used_from
  return address === null ? (
    <Trans>Last used {lastUsed}</Trans>
  ) : (
    <Trans>
      Last used {lastUsed} from {address}
    </Trans>
  )
}
