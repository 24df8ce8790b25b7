import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { oidcCallbackPage } from '../../../contract/oidc-paths.ts'
import type { OidcFinish } from '../../../contract/schemas/oidc.ts'
import { PRIVATE_QUERY } from '../../../shared/api/private-query.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { authFailureMessage, loginFailed } from '../auth-errors.ts'
import { FormAlert } from '../components/FormAlert.tsx'
import { TextField } from '../components/TextField.tsx'
import { signIn } from '../session.ts'
import { confirmOidcLink, finishOidc, oidcInfoQuery, startedIn } from './api.ts'

type SignedIn = Extract<OidcFinish, { outcome: 'signed-in' }>

/** A session longer than a day was asked for with 'remember me': it is kept across restarts too. */
const remembered = (session: SignedIn) => new Date(session.expires_at).getTime() - Date.now() > 2 * 86_400_000

/**
 * Where the identity provider sends the browser back (`?code=…&state=…`): the server checks the
 * answer (state, code, nonce) and signs the member in, or asks for the password of the account that
 * already has the email before linking it. The provider's answer is taken once, and leaves the
 * address at once, so it is in no history entry nor any later page's Referer.
 */
export function OidcCallbackScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Signing in`)
  const navigate = useNavigate()
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const [search] = useState(searchStr)
  // Back in the language the sign-in started in, with the provider's answer, before anything is sent.
  const home = startedIn()
  const moving = home !== undefined && home !== language && search.length > 1
  useEffect(() => {
    if (moving) void navigate({ href: `${oidcCallbackPage(home)}${search}`, replace: true })
  }, [moving, home, search, navigate])
  const answer = useQuery({
    queryKey: ['oidc-finish', search],
    queryFn: () => finishOidc(language, search),
    enabled: search.length > 1 && !moving,
    retry: false,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    networkMode: 'always',
    // It holds a session: never in the stored cache.
    meta: PRIVATE_QUERY,
  })
  const provider = useQuery(oidcInfoQuery(language)).data?.name ?? ''

  const done = useCallback(
    async (session: SignedIn) => {
      signIn(session, remembered(session))
      await (session.return_to
        ? navigate({ href: session.return_to, replace: true })
        : navigate({ to: '/$lang', params: { lang: language }, replace: true }))
    },
    [navigate, language],
  )
  const data = answer.data
  useEffect(() => {
    if (searchStr.length > 1 && !moving)
      void navigate({ to: '/$lang/user/oidc-callback', params: { lang: language }, replace: true })
  }, [searchStr, navigate, language, moving])
  const handled = useRef<OidcFinish | undefined>(undefined)
  useEffect(() => {
    if (data?.outcome !== 'signed-in' || handled.current === data) return
    handled.current = data
    void done(data)
  }, [data, done])

  const outcome = useRef<HTMLParagraphElement>(null)
  const failed = !moving && (answer.isError || search.length <= 1)
  useEffect(() => {
    if (failed) outcome.current?.focus()
  }, [failed])

  return (
    <section className="auth-form">
      <h1 className="auth-form__title">
        <Trans>Signing in</Trans>
      </h1>
      {failed ? (
        <>
          <p ref={outcome} className="auth-form__note" tabIndex={-1} role="alert">
            {answer.isError
              ? authFailureMessage(answer.error, loginFailed)
              : t`This sign-in has expired or was already used. Please sign in again.`}
          </p>
          <Link className="button auth-form__submit" to="/$lang/user/login" params={{ lang: language }}>
            <Trans>Back to sign in</Trans>
          </Link>
        </>
      ) : data?.outcome === 'confirm-link' ? (
        <ConfirmLink language={language} pending={data} provider={provider} onSignedIn={done} />
      ) : (
        <Loading />
      )}
    </section>
  )
}

/** The account with the provider's email exists: its password confirms the link, once. */
function ConfirmLink({
  language,
  pending,
  provider,
  onSignedIn,
}: {
  language: Language
  pending: Extract<OidcFinish, { outcome: 'confirm-link' }>
  provider: string
  onSignedIn: (session: SignedIn) => Promise<void>
}) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const link = useMutation({
    mutationFn: () => confirmOidcLink(language, pending.link, password),
    networkMode: 'always',
    onSuccess: onSignedIn,
  })
  const email = pending.email
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        link.mutate()
      }}
    >
      <p className="auth-form__note">
        <Trans>
          An account already uses {email}. Enter its password to link your sign-in with {provider} to it.
        </Trans>
      </p>
      <TextField
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        onBlur={() => {}}
      />
      <FormAlert message={link.isError ? authFailureMessage(link.error, loginFailed) : null} />
      <button type="submit" className="button auth-form__submit" disabled={link.isPending || password === ''}>
        {link.isPending ? <Trans>Linking…</Trans> : <Trans>Link and sign in</Trans>}
      </button>
      <p className="auth-form__switch">
        <Link to="/$lang/user/login" params={{ lang: language }}>
          <Trans>Cancel</Trans>
        </Link>
      </p>
    </form>
  )
}
