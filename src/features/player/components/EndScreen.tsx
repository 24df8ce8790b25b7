import { Trans } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { PlayerIcon } from './PlayerIcon.tsx'

export interface NextEpisode {
  href: string
  title: string
}

interface EndScreenProps {
  next: NextEpisode | undefined
  onReplay: () => void
}

/** At the end of an episode: the next one offered first (focused for the keyboard), or watch again. */
export function EndScreen({ next, onReplay }: EndScreenProps) {
  const nextTitle = next?.title ?? ''
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = root.current
    // Only a viewer already using the player gets the focus moved; nobody else's place is taken.
    if (element?.closest('.film-player')?.contains(document.activeElement)) {
      element.querySelector<HTMLElement>('a, button')?.focus()
    }
  }, [])
  return (
    <div ref={root} className="film-player__end">
      {next ? (
        <AppLink className="film-player__action film-player__next" href={next.href}>
          <PlayerIcon name="next" size={20} />
          <span>
            <Trans>Next episode: {nextTitle}</Trans>
          </span>
        </AppLink>
      ) : null}
      <button type="button" className="film-player__action film-player__replay" onClick={onReplay}>
        <PlayerIcon name="replay" size={20} />
        <span>
          <Trans>Watch again</Trans>
        </span>
      </button>
    </div>
  )
}
