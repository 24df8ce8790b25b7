import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { identities, identityUnlink } from '../../../contract/endpoints/oidc.ts'
import type { Language } from '../../../contract/languages.ts'
import { callData } from '../../../shared/api/call.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { FormAlert } from '../../auth/index.ts'
import { ACCOUNT_QUERY } from '../api.ts'
import { accountFailureMessage, updateFailed } from '../rule-messages.ts'

const identitiesKey = [ACCOUNT_QUERY, 'identities'] as const

/**
 * The member's accounts at identity providers that sign them in (docs/sign-in.md), each of which
 * can be unlinked while the member has another way in (a password, a passkey, another identity).
 * Nothing is shown to a member who has none.
 */
export function IdentityList({ language }: { language: Language }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: identitiesKey,
    queryFn: ({ signal }) => callData(language, identities, { signal }),
    meta: PRIVATE_QUERY,
  })
  const unlink = useMutation({
    mutationFn: (id: number) => callData(language, identityUnlink, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identitiesKey }),
  })
  const rows = list.data?.identities ?? []
  if (rows.length === 0) return null
  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' })
  return (
    <section className="account__section" aria-labelledby="identities-title">
      <h2 id="identities-title">
        <Trans>Sign-in with other accounts</Trans>
      </h2>
      <ul className="account__sessions">
        {rows.map((identity) => {
          const { provider } = identity
          const email = identity.email ?? ''
          const linked = when(identity.created_at)
          return (
            <li key={identity.id} className="account__session">
              <div>
                <p className="account__session-name">{provider}</p>
                <p className="account__hint">
                  {email} <Trans>Linked {linked}</Trans>
                </p>
              </div>
              {list.data?.can_unlink ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={unlink.isPending}
                  aria-label={t`Unlink ${provider}`}
                  onClick={() => unlink.mutate(identity.id)}
                >
                  <Trans>Unlink</Trans>
                </button>
              ) : null}
            </li>
          )
        })}
      </ul>
      {list.data?.can_unlink ? null : (
        <p className="account__hint">
          <Trans>This is your only way to sign in: set a password before you unlink it.</Trans>
        </p>
      )}
      <FormAlert message={unlink.error ? accountFailureMessage(unlink.error, updateFailed) : null} />
    </section>
  )
}
