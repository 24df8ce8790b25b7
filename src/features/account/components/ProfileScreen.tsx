import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import type { Language } from '../../../contract/languages.ts'
import { ABOUT_MAX } from '../../../contract/limits.ts'
import type { Profile } from '../../../contract/schemas/account.ts'
import { userAtom } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { store } from '../../../shared/store.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { FormAlert, TextField, useForm } from '../../auth/index.ts'
import { type ProfileInput, profileKey, saveProfile } from '../api.ts'
import { profileForm } from '../forms.ts'
import { useAccountMessages } from '../messages.ts'
import { accountFailureMessage, ruleMessage, updateFailed } from '../rule-messages.ts'
import { useProfile } from '../use-profile.ts'
import { AvatarField } from './AvatarField.tsx'
import { Done } from './Done.tsx'
import { MemberPage } from './MemberPage.tsx'
import { SignInNotice } from './SignInNotice.tsx'
import { TextAreaField } from './TextAreaField.tsx'
import '../../../styles/account.css'

/** The member's profile: avatar, name, full name, username (shown with their reviews), about me. */
export function ProfileScreen({ language }: { language: Language }) {
  return (
    <MemberPage>
      <ProfileContent language={language} />
    </MemberPage>
  )
}

function ProfileContent({ language }: { language: Language }) {
  useAccountMessages()
  const { t } = useLingui()
  useDocumentTitle(t`Profile`)
  const { signedIn, profile } = useProfile(language)
  if (!signedIn)
    return <SignInNotice language={language} title={t`Profile`} back={`/${language}/user/profile`} />
  return (
    <section className="account">
      <h1 className="account__title">
        <Trans>Profile</Trans>
      </h1>
      {profile.data ? (
        <>
          <AvatarField language={language} profile={profile.data} />
          {/* Keyed by the member: another member's profile starts its own form. */}
          <ProfileForm key={profile.data.id} language={language} profile={profile.data} />
          <p>
            <Link to="/$lang/user/account" params={{ lang: language }}>
              <Trans>Email, password, sessions and your data</Trans>
            </Link>
          </p>
        </>
      ) : profile.isError ? (
        <FormAlert message={accountFailureMessage(profile.error, updateFailed)} />
      ) : (
        <Loading />
      )}
    </section>
  )
}

function ProfileForm({ language, profile }: { language: Language; profile: Profile }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const user = useAtomValue(userAtom)
  const mutation = useMutation({
    mutationFn: (input: ProfileInput) => saveProfile(language, input),
    networkMode: 'always',
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved)
      // The menu shows the name from the session's user.
      if (user) store.set(userAtom, { ...user, name: saved.name })
    },
  })
  const form = useForm(
    profileForm,
    { name: profile.name, full_name: profile.full_name, username: profile.username, about: profile.about },
    (values) => mutation.mutate(values),
  )
  const field = <K extends 'name' | 'full_name' | 'username' | 'about'>(name: K) => {
    const props = form.field(name)
    return { ...props, value: String(props.value), error: ruleMessage(props.error) }
  }
  return (
    <form className="account__form" method="post" noValidate onSubmit={form.submit}>
      {/* Two names, told apart: the one the site shows, and the member's own in full. */}
      <TextField {...field('name')} label={t`Display name`} autoComplete="nickname" />
      <TextField {...field('full_name')} label={t`Full name`} autoComplete="name" />
      <TextField {...field('username')} label={t`Username`} autoComplete="username" />
      <p className="account__hint">
        <Trans>Your reviews show your username, or your name when you have none; never your email.</Trans>
      </p>
      <TextAreaField {...field('about')} label={t`About me`} maxLength={ABOUT_MAX} />
      <FormAlert message={mutation.isError ? accountFailureMessage(mutation.error, updateFailed) : null} />
      <Done show={mutation.isSuccess}>
        <Trans>Your profile is saved.</Trans>
      </Done>
      <button type="submit" className="button" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      </button>
    </form>
  )
}
