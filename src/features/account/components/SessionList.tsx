import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { AccountSession } from '../../../contract/schemas/account.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { FormAlert } from '../../auth/index.ts'
import { getSessions, revokeOtherSessions, revokeSession, sessionsKey } from '../api.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'

/** Where the member is signed in, this device first marked; any other can be signed out. */
export function SessionList({ language }: { language: Language }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => getSessions(language, signal),
    meta: PRIVATE_QUERY,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey })
  const one = useMutation({ mutationFn: (id: number) => revokeSession(language, id), onSuccess: refresh })
  const others = useMutation({ mutationFn: () => revokeOtherSessions(language), onSuccess: refresh })
  const error = one.error ?? others.error ?? sessions.error
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const deviceName = (session: AccountSession) => {
    const browser = session.browser ?? t`Unknown browser`
    const system = session.system ?? t`unknown device`
    return t`${browser} on ${system}`
  }
  const list = sessions.data ?? []
  return (
    <section className="account__section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">
        <Trans>Where you are signed in</Trans>
      </h2>
      {sessions.isPending ? <Loading /> : null}
      <ul className="account__sessions">
        {list.map((session) => {
          const name = deviceName(session)
          const { address } = session
          const lastUsed = when(session.last_used_at)
          return (
            <li key={session.id} className="account__session">
              <div>
                <p className="account__session-name">
                  {name}
                  {session.current ? (
                    <span className="account__badge">
                      <Trans>This device</Trans>
                    </span>
                  ) : null}
                </p>
                <p className="account__hint">
                  {address ? <Trans>Address {address}</Trans> : null} <Trans>Last used {lastUsed}</Trans>
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={one.isPending}
                  aria-label={t`Sign out ${name}`}
                  onClick={() => one.mutate(session.id)}
                >
                  <Trans>Sign out</Trans>
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {list.some((session) => !session.current) ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={others.isPending}
          onClick={() => others.mutate()}
        >
          <Trans>Sign out all other devices</Trans>
        </button>
      ) : null}
      <FormAlert message={error ? accountFailureMessage(error, updateFailed) : null} />
    </section>
  )
}
