import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { toggleSaved } from '../../../entities/library/library-changes.ts'
import { useIsSaved } from '../../../entities/library/use-library.ts'
import { isKioskAtom } from '../../../shared/kiosk.ts'
import { loadFollowControls } from '../../follow/index.ts'
import { useMemberState } from '../member-state.ts'
import { sharePost } from '../share.ts'
import { useLike } from '../use-like.ts'
import { useRating } from '../use-rating.ts'
import { ActionIcon } from './ActionIcon.tsx'

// Following and the reading list: their own feature and words, loaded after the actions.
const FollowControls = lazy(loadFollowControls)

/**
 * Where the follow row goes while its code and words are on their way: the row's own boxes, empty,
 * so nothing below moves when it comes. A page the server drew is taken over with the row as drawn,
 * but new words arriving first (a catalogue of the page's) draw the row anew, and it waits here.
 */
function FollowSpace() {
  return (
    <div className="follow" aria-hidden="true">
      <span className="post-actions__button follow__button" />
      <span className="follow__shelf">
        <span>&nbsp;</span>
        <span className="follow__select-space" />
      </span>
    </div>
  )
}

// Loaded when a reader opens it: most visits never rate.
const RatingDialog = lazy(() => import('./RatingDialog.tsx').then((m) => ({ default: m.RatingDialog })))

interface PostActionsProps {
  /** The detail answer (any post with its card fields). */
  post: PostCard
  language: Language
  /** At the end of a post's last chapter. */
  finished?: boolean
}

/**
 * Shown under an action whose call waits for the network to come back. The leading space keeps it
 * a separate word in the button's accessible name.
 */
function WaitingNote() {
  return (
    <span className="post-actions__note">
      {' '}
      <Trans>Waiting for network</Trans>
    </span>
  )
}

/** Spec §2 action buttons of a detail page: like, rate, save and share. */
export function PostActions({ post, language, finished }: PostActionsProps) {
  const like = useLike(post, language)
  const rating = useRating(post, language)
  // A member sees the rating they gave, on whichever device they gave it.
  const myRating = useMemberState(post, language)?.rating ?? null
  const saved = useIsSaved(post.id)
  // Sharing hands the post to another app: a kiosk keeps its visitors here.
  const kiosk = useAtomValue(isKioskAtom)

  return (
    <div className="post-actions">
      <button
        type="button"
        className="post-actions__button"
        data-active={like.liked}
        aria-busy={like.sending}
        onClick={like.toggle}
      >
        <ActionIcon name="heart" filled={like.liked} />
        <span>
          {like.liked ? (
            <Trans context="post action">Liked</Trans>
          ) : (
            <Trans context="post action">Like</Trans>
          )}
        </span>
        {like.waiting && <WaitingNote />}
      </button>
      <button
        type="button"
        className="post-actions__button"
        aria-haspopup="dialog"
        onClick={rating.openDialog}
      >
        <ActionIcon name="star" filled={myRating !== null} />
        <span>{myRating === null ? <Trans>Rate</Trans> : <Trans>Rated {myRating}/10</Trans>}</span>
        {rating.waiting && <WaitingNote />}
      </button>
      <button
        type="button"
        className="post-actions__button"
        data-active={saved}
        onClick={() => toggleSaved(post)}
      >
        <ActionIcon name="bookmark" filled={saved} />
        <span>
          {saved ? <Trans context="post action">Saved</Trans> : <Trans context="post action">Save</Trans>}
        </span>
      </button>
      {kiosk ? null : (
        <button type="button" className="post-actions__button" onClick={() => sharePost(post, language)}>
          <ActionIcon name="share" />
          <span>
            <Trans>Share</Trans>
          </span>
        </button>
      )}
      {kiosk ? null : (
        <Suspense fallback={<FollowSpace />}>
          <FollowControls post={post} language={language} finished={finished} />
        </Suspense>
      )}
      {rating.open && (
        <Suspense fallback={null}>
          <RatingDialog
            posttype={post.posttype}
            rating={rating.rating}
            content={rating.content}
            sending={rating.sending}
            onRatingChange={rating.setRating}
            onContentChange={rating.setContent}
            onSubmit={rating.submit}
            onClose={rating.close}
          />
        </Suspense>
      )}
    </div>
  )
}
