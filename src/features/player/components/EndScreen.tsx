import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { useAutoplayNext } from '../autoplay-setting.ts'
import { NEXT_EPISODE_COUNTDOWN_S } from '../player-limits.ts'
import { useCountdown } from '../use-countdown.ts'
import { PlayerIcon } from './PlayerIcon.tsx'

export interface NextEpisode {
  href: string
  title: string
}

interface EndScreenProps {
  next: NextEpisode | undefined
  onReplay: () => void
}

/**
 * At the end of an episode: the next one starts after a short countdown (unless turned off in the
 * settings), which can be cancelled or skipped; or the next one offered (focused for the keyboard),
 * or watch again. The last episode has no next, so no countdown.
 */
export function EndScreen({ next, onReplay }: EndScreenProps) {
  const { t } = useLingui()
  const router = useRouter()
  const nextTitle = next?.title ?? ''
  const root = useRef<HTMLDivElement>(null)
  const autoplay = useAutoplayNext()
  const [cancelled, setCancelled] = useState(false)
  const counting = next !== undefined && autoplay && !cancelled
  const left = useCountdown(NEXT_EPISODE_COUNTDOWN_S, counting, () => {
    if (next) router.navigate({ href: next.href })
  })
  // Said once, politely, after the screen is there: a live region filled as it appears is often missed,
  // and one read every second would talk over the film's end.
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    const seconds = NEXT_EPISODE_COUNTDOWN_S
    if (counting) setAnnouncement(t`Next episode: ${nextTitle}, in ${seconds} seconds`)
    else if (cancelled) setAnnouncement(t`Autoplay cancelled`)
  }, [counting, cancelled, nextTitle, t])

  // Only a viewer already using the player gets the focus moved; nobody else's place is taken. A
  // cancel takes its button away: the focus goes on to the next episode's link.
  useEffect(() => {
    const element = root.current
    if (element?.closest('.film-player')?.contains(document.activeElement) || cancelled) {
      element?.querySelector<HTMLElement>('a, button')?.focus()
    }
  }, [cancelled])

  const cancel = () => setCancelled(true)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !counting) return
    // Escape here is the countdown's; the page keeps its own (leaving fullscreen is the browser's).
    event.stopPropagation()
    cancel()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape only adds to the Cancel button, for the keyboard
    <div ref={root} className="film-player__end" onKeyDown={onKeyDown}>
      {counting ? (
        <p className="film-player__countdown" role="timer" aria-atomic="true">
          <Trans>Next episode in {left} s</Trans>
        </p>
      ) : null}
      {next ? (
        <AppLink className="film-player__action film-player__next" href={next.href}>
          <PlayerIcon name="next" size={20} />
          <span>
            {counting ? <Trans context="film">Play now</Trans> : <Trans>Next episode: {nextTitle}</Trans>}
          </span>
        </AppLink>
      ) : null}
      {counting ? (
        <button type="button" className="film-player__action film-player__replay" onClick={cancel}>
          <Trans>Cancel</Trans>
        </button>
      ) : null}
      <button type="button" className="film-player__action film-player__replay" onClick={onReplay}>
        <PlayerIcon name="replay" size={20} />
        <span>
          <Trans>Watch again</Trans>
        </span>
      </button>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}
