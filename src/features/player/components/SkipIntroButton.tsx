import { Trans } from '@lingui/react/macro'
import { useLayoutEffect, useRef } from 'react'
import type { Intro } from '../../../contract/schemas/detail.ts'

interface SkipIntroButtonProps {
  intro: Intro
  currentTime: number
  onSkip: (to: number) => void
}

/** 'Skip intro', shown while the episode's opening titles play: it goes on to where they end. */
export function SkipIntroButton({ intro, currentTime, onSkip }: SkipIntroButtonProps) {
  const during = currentTime >= intro.start && currentTime < intro.end
  if (!during) return null
  return <SkipButton onClick={() => onSkip(intro.end)} />
}

function SkipButton({ onClick }: { onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null)
  // Gone when the intro is over (skipped or played through): a keyboard viewer who was on it stays in
  // the player, whose keys then still work, rather than being dropped to the top of the page.
  useLayoutEffect(() => {
    const element = button.current
    return () => {
      if (element && document.activeElement === element) {
        element.closest<HTMLElement>('.film-player')?.focus({ preventScroll: true })
      }
    }
  }, [])
  return (
    <button ref={button} type="button" className="film-player__action film-player__skip" onClick={onClick}>
      <Trans>Skip intro</Trans>
    </button>
  )
}
