import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { userAtom } from '../../../shared/auth-atoms.ts'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { commentsQueryOptions } from '../api.ts'
import type { CommentTarget } from '../target.ts'
import { CommentItem } from './CommentItem.tsx'
import { Writing } from './Writing.tsx'

interface CommentsDialogProps {
  language: Language
  target: CommentTarget
  signedIn: boolean
  onClose: () => void
}

/**
 * Every comment of a chapter or an episode, newest first, a page at a time, each with its replies
 * and a member's way to answer: over the reader or the film page, which stay where they were.
 */
export function CommentsDialog({ language, target, signedIn, onClose }: CommentsDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const user = useAtomValue(userAtom)
  const online = useOnline()
  const list = useInfiniteQuery(commentsQueryOptions(language, target, signedIn ? (user?.id ?? 'member') : 0))
  const all = list.data?.pages.flatMap((page) => page.comments) ?? []
  const total = list.data?.pages[0]?.total ?? 0
  const index = target.index
  return (
    <Dialog className="dialog comments-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="comments-dialog__head">
        <h2 id={titleId} className="comments-dialog__title">
          {target.posttype === 'movie' ? t`Comments on episode ${index}` : t`Comments on chapter ${index}`}
          {total ? ` (${total})` : null}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      <Writing language={language} target={target} signedIn={signedIn} />
      {list.isError ? (
        <p className="comments__note">
          {online ? <Trans>Comments could not be loaded.</Trans> : <Trans>Comments need the network.</Trans>}
        </p>
      ) : list.isPending ? (
        <p className="comments__note" role="status">
          <Trans>Loading comments…</Trans>
        </p>
      ) : all.length === 0 ? (
        <p className="comments__note">
          <Trans>No comments yet. Be the first to say something.</Trans>
        </p>
      ) : (
        <ul className="comments__list">
          {all.map((comment) => (
            <CommentItem
              key={comment.id}
              language={language}
              target={target}
              comment={comment}
              signedIn={signedIn}
              withReplies
            />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          <Trans>More comments</Trans>
        </button>
      ) : null}
    </Dialog>
  )
}
