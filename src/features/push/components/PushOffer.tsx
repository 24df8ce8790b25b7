import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import {
  browserPush,
  dismissOffer,
  offerDismissed,
  type PushReady,
  PushRefused,
  preparePush,
  turnOnPush,
} from '../browser-push.ts'
import { usePushMessages } from '../messages.ts'
import '../../../styles/push.css'

export interface PushOfferProps {
  language: Language
  /** Called when the offer is done with: turned down, or notifications turned on and the news closed. */
  onClose?: () => void
}

type Step = 'checking' | 'hidden' | 'offer' | 'asking' | 'on' | 'blocked' | 'failed'

/**
 * Asks a member who just followed something whether to be told of new chapters on this device. Shown
 * only where it can be answered: a signed-in member, a browser with push, notifications neither
 * blocked nor on already, and an offer not turned down before here. Permission is asked only when
 * the button is pressed.
 */
export default function PushOffer({ language, onClose }: PushOfferProps) {
  usePushMessages()
  const { t } = useLingui()
  const signedIn = useAtomValue(isSignedInAtom)
  const [step, setStep] = useState<Step>('checking')
  const [failure, setFailure] = useState<string | null>(null)
  const ready = useRef<PushReady | null>(null)
  const titleId = useId()

  useEffect(() => {
    if (!signedIn) {
      setStep('hidden')
      return
    }
    let live = true
    const check = async () => {
      if ((await browserPush()) !== 'off' || (await offerDismissed())) return null
      return preparePush(language)
    }
    check().then(
      (prepared) => {
        if (!live) return
        ready.current = prepared
        setStep(prepared ? 'offer' : 'hidden')
      },
      // The key could not be fetched (offline): nothing to offer now.
      () => live && setStep('hidden'),
    )
    return () => {
      live = false
    }
  }, [signedIn, language])

  if (step === 'checking' || step === 'hidden') return null

  const turnOn = () => {
    const prepared = ready.current
    if (!prepared) return
    setStep('asking')
    // Called in the tap's own handler: the browser asks for permission only in a gesture.
    turnOnPush(prepared, language).then(
      () => setStep('on'),
      (error: unknown) => {
        if (error instanceof PushRefused && error.permission === 'denied') return setStep('blocked')
        if (error instanceof PushRefused) return setStep('offer')
        setFailure(
          isApiError(error) && error.reason === 'rejected'
            ? error.message
            : t`Notifications could not be turned on. Please try again.`,
        )
        setStep('failed')
      },
    )
  }
  const notNow = () => {
    void dismissOffer()
    setStep('hidden')
    onClose?.()
  }
  const close = () => {
    setStep('hidden')
    onClose?.()
  }
  const settings = (
    <Link to="/$lang/user/notifications" params={{ lang: language }}>
      <Trans>Notification settings</Trans>
    </Link>
  )

  return (
    <section className="push-offer" aria-labelledby={titleId}>
      <h2 id={titleId} className="push-offer__title">
        <Trans>Be told of new chapters</Trans>
      </h2>
      {step === 'on' ? (
        <>
          <p role="status">
            <Trans>Notifications are on for this device.</Trans> {settings}
          </p>
          <div className="push-offer__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      ) : step === 'blocked' ? (
        <>
          <p role="alert">
            <Trans>
              Notifications are blocked for this site. To get them, allow notifications for this site in your
              browser’s settings.
            </Trans>
          </p>
          <div className="push-offer__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              <Trans>Close</Trans>
            </button>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Get a notification on this device when a story you follow has a new chapter or episode. You can
              choose which ones, or turn them off, in your{' '}
              <Link to="/$lang/user/notifications" params={{ lang: language }}>
                notification settings
              </Link>
              .
            </Trans>
          </p>
          {step === 'failed' && failure ? <p role="alert">{failure}</p> : null}
          <div className="push-offer__actions">
            <button type="button" className="button" disabled={step === 'asking'} onClick={turnOn}>
              <Trans>Turn on notifications</Trans>
            </button>
            <button type="button" className="button button--ghost" onClick={notNow}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </>
      )}
    </section>
  )
}
