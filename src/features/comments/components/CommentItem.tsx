import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Comment, CommentReply } from '../../../contract/schemas/comments.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { formatMediumDate } from '../../../shared/i18n/date-format.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { useCallMessage } from '../../../shared/ui/use-call-message.ts'
import { Avatar } from '../../account/index.ts'
import { deleteComment, likeComment, reportComment } from '../api.ts'
import { chapterCommentsKey } from '../keys.ts'
import type { CommentTarget } from '../target.ts'
import { CommentBody } from './CommentBody.tsx'
import { CommentForm } from './CommentForm.tsx'

interface CommentItemProps {
  language: Language
  target: CommentTarget
  comment: Comment | CommentReply
  /** A member may like, reply to and report it; a visitor reads it. */
  signedIn: boolean
  /** Its replies and a reply's form are shown (every comment's list); the end card shows only how many. */
  withReplies: boolean
}

type Asking = 'report' | 'delete' | null

/**
 * One comment: who wrote it and when, its text, its likes, and what a member may do with it (like,
 * reply one level deep, report another's, delete their own). Replies follow it, oldest first.
 */
export function CommentItem({ language, target, comment, signedIn, withReplies }: CommentItemProps) {
  const { t } = useLingui()
  const said = useCallMessage()
  const authorId = useId()
  const queryClient = useQueryClient()
  const [replying, setReplying] = useState(false)
  const [asking, setAsking] = useState<Asking>(null)
  const [reason, setReason] = useState('')
  const [reported, setReported] = useState(false)
  // The like as the member sees it at once; the server's count once it answers.
  const [liked, setLiked] = useState<{ is_liked: boolean; like_count: number } | null>(null)
  const isLiked = liked?.is_liked ?? comment.is_liked
  const likes = liked?.like_count ?? comment.like_count
  const refresh = () => queryClient.invalidateQueries({ queryKey: chapterCommentsKey(target) })
  const failed = (error: unknown) => (isApiError(error) ? said(error) : t`That did not work. Try again.`)

  const like = useMutation({
    mutationFn: (next: boolean) => likeComment(language, comment.id, next),
    networkMode: 'always',
    onMutate: (next) => setLiked({ is_liked: next, like_count: likes + (next ? 1 : -1) }),
    onSuccess: (answer) => setLiked({ is_liked: answer.is_liked, like_count: answer.like_count }),
    onError: () => setLiked(null),
  })
  const act = useMutation({
    mutationFn: (what: Exclude<Asking, null>): Promise<unknown> =>
      what === 'report'
        ? reportComment(language, comment.id, reason.trim())
        : deleteComment(language, comment.id),
    networkMode: 'always',
    onSuccess: (_, what) => {
      setAsking(null)
      if (what === 'report') setReported(true)
      else void refresh()
    },
  })

  const replies = 'replies' in comment ? comment.replies : []
  const replyCount = 'reply_count' in comment ? comment.reply_count : 0
  const name = comment.author.name
  const error = like.error ?? act.error
  return (
    <li className="comment">
      <Avatar image={comment.author.avatar} name={name} size="small" />
      <div className="comment__main">
        <p className="comment__head">
          <span id={authorId} className="comment__author">
            {name}
          </span>
          <time dateTime={comment.created_at}>
            {formatMediumDate(language, new Date(comment.created_at))}
          </time>
        </p>
        <CommentBody body={comment.body} />
        <div className="comment__actions">
          {signedIn ? (
            <button
              type="button"
              className="comment__action"
              aria-pressed={isLiked}
              aria-describedby={authorId}
              disabled={like.isPending}
              onClick={() => like.mutate(!isLiked)}
            >
              <span aria-hidden="true">♥</span> <Trans>Like</Trans>{' '}
              <span className="comment__count">{likes}</span>
            </button>
          ) : likes > 0 ? (
            <span className="comment__likes">
              <span aria-hidden="true">♥</span> <Plural value={likes} one="# like" other="# likes" />
            </span>
          ) : null}
          {signedIn && withReplies && 'replies' in comment ? (
            <button
              type="button"
              className="comment__action"
              aria-expanded={replying}
              aria-describedby={authorId}
              onClick={() => setReplying(!replying)}
            >
              <Trans>Reply</Trans>
            </button>
          ) : null}
          {signedIn && !comment.is_mine ? (
            <button
              type="button"
              className="comment__action"
              aria-describedby={authorId}
              disabled={reported}
              onClick={() => setAsking('report')}
            >
              {reported ? <Trans>Reported</Trans> : <Trans>Report</Trans>}
            </button>
          ) : null}
          {signedIn && comment.is_mine ? (
            <button
              type="button"
              className="comment__action"
              aria-describedby={authorId}
              onClick={() => setAsking('delete')}
            >
              <Trans>Delete</Trans>
            </button>
          ) : null}
          {!withReplies && replyCount > 0 ? (
            <span className="comment__replies-count">
              <Plural value={replyCount} one="# reply" other="# replies" />
            </span>
          ) : null}
        </div>
        {error ? (
          <p className="comment__error" role="alert">
            {failed(error)}
          </p>
        ) : null}
        {reported ? (
          <p className="comment__done" role="status">
            <Trans>Thank you: the admins will look at it.</Trans>
          </p>
        ) : null}
        {replying ? (
          <CommentForm
            language={language}
            target={target}
            parentId={comment.id}
            replyTo={name}
            autoFocus
            onDone={() => setReplying(false)}
          />
        ) : null}
        {withReplies && replies.length > 0 ? (
          <ul className="comments__list comments__list--replies" aria-label={t`Replies to ${name}`}>
            {replies.map((reply) => (
              <CommentItem
                key={reply.id}
                language={language}
                target={target}
                comment={reply}
                signedIn={signedIn}
                withReplies={false}
              />
            ))}
          </ul>
        ) : null}
      </div>
      {asking === 'report' ? (
        <ConfirmDialog
          message={t`Report this comment by ${name} to the admins?`}
          confirmLabel={t`Report`}
          busy={act.isPending}
          onConfirm={() => act.mutate('report')}
          onCancel={() => setAsking(null)}
        >
          <label className="comment-form__label">
            <Trans>Why (optional)</Trans>
            <input
              className="comment-form__reason"
              type="text"
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
        </ConfirmDialog>
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          message={t`Delete your comment? Its replies go with it.`}
          confirmLabel={t`Delete`}
          busy={act.isPending}
          onConfirm={() => act.mutate('delete')}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </li>
  )
}
