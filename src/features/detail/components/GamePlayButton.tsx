import { Trans } from '@lingui/react/macro'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { LoadingButton } from './LoadingButton.tsx'

/** A game is played on its own site: the button opens it in a new tab. */
export function GamePlayButton({ detail, loading }: { detail: PostDetail | undefined; loading: boolean }) {
  if (!detail) {
    return loading ? <LoadingButton /> : null
  }
  if (!detail.play_url) {
    return (
      <button type="button" className="button button--quiet" disabled>
        <Trans context="detail button">Ongoing</Trans>
      </button>
    )
  }
  return (
    <a className="button" href={detail.play_url} target="_blank" rel="noopener noreferrer">
      <Trans>Play now</Trans>
      <span className="visually-hidden">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  )
}
