import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { RESUME_NOTICE_MS } from '../player-limits.ts'
import { formatTime } from '../time.ts'

interface ResumeNoticeProps {
  at: number
  onStartOver: () => void
}

/** The film picks up where it was left, and says so for a moment, with a way back to the start. */
export function ResumeNotice({ at, onStartOver }: ResumeNoticeProps) {
  const [shown, setShown] = useState(true)
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), RESUME_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [])
  if (!shown) return null
  const time = formatTime(at)
  return (
    <p className="film-player__resume" role="status">
      <span>
        <Trans>Resumed at {time}</Trans>
      </span>
      <button
        type="button"
        className="film-player__action"
        onClick={() => {
          setShown(false)
          onStartOver()
        }}
      >
        <Trans>Start over</Trans>
      </button>
    </p>
  )
}
