import { Trans, useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { SignInNotice, useAccountMessages } from '../../account/index.ts'
import { usePushMessages } from '../messages.ts'
import { DeviceList } from './DeviceList.tsx'
import { IosHelp } from './IosHelp.tsx'
import { PushSettingsForm } from './PushSettingsForm.tsx'
import { ThisDevice } from './ThisDevice.tsx'
import '../../../styles/account.css'

/**
 * `/{lang}/user/notifications`: push notifications on this device, what is pushed and when, the
 * devices that receive them, and how to have them on an iPhone. Drawn once the app has taken the page
 * over: what it shows depends on this browser and this device's session, which the server cannot know.
 */
export function PushSettingsScreen({ language }: { language: Language }) {
  const hydrated = useHydrated()
  if (!hydrated) return <Loading />
  return (
    <Suspense fallback={<Loading />}>
      <PushSettingsContent language={language} />
    </Suspense>
  )
}

function PushSettingsContent({ language }: { language: Language }) {
  usePushMessages()
  // The sign-in notice's words are the account's.
  useAccountMessages()
  const { t } = useLingui()
  useDocumentTitle(t`Notifications`)
  const signedIn = useAtomValue(isSignedInAtom)
  if (!signedIn)
    return (
      <SignInNotice language={language} title={t`Notifications`} back={`/${language}/user/notifications`} />
    )
  return (
    <section className="account push-settings">
      <h1 className="account__title">
        <Trans>Notifications</Trans>
      </h1>
      <p>
        <Trans>
          When a story you follow has a new chapter or episode, Mọt can tell you with a notification on your
          phone or computer, even when the site is closed.
        </Trans>
      </p>
      <ThisDevice language={language} />
      <PushSettingsForm language={language} />
      <DeviceList language={language} />
      <IosHelp />
    </section>
  )
}
