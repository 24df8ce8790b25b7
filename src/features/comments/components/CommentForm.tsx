import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { COMMENT_MAX, commentText } from '../../../contract/comments.ts'
import type { Language } from '../../../contract/languages.ts'
import { visibleLength } from '../../../contract/typed-text.ts'
import { isApiError } from '../../../shared/api/api-error.ts'
import { useCallMessage } from '../../../shared/ui/use-call-message.ts'
import { writeComment } from '../api.ts'
import { chapterCommentsKey } from '../keys.ts'
import type { CommentTarget } from '../target.ts'

interface CommentFormProps {
  language: Language
  target: CommentTarget
  /** The comment replied to; a new comment without it. */
  parentId?: number
  /** Said to whom a reply goes: their name. */
  replyTo?: string
  autoFocus?: boolean
  /** Once it is sent (a reply's form closes then), or given up. */
  onDone?: () => void
}

/**
 * Writing a comment or a reply: its characters counted as the server counts them (after NFC, as
 * people count them), the server's refusal said beside the field, in the page's language.
 */
export function CommentForm({ language, target, parentId, replyTo, autoFocus, onDone }: CommentFormProps) {
  const { t } = useLingui()
  const said = useCallMessage()
  const fieldId = useId()
  const countId = useId()
  const errorId = useId()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const kept = commentText(text)
  const length = visibleLength(kept)
  const tooLong = length > COMMENT_MAX
  const send = useMutation({
    mutationFn: () => writeComment(language, target, kept, parentId),
    networkMode: 'always',
    onSuccess: async () => {
      setText('')
      await queryClient.invalidateQueries({ queryKey: chapterCommentsKey(target) })
      onDone?.()
    },
  })
  const error = send.error
    ? isApiError(send.error)
      ? said(send.error)
      : t`The comment could not be sent.`
    : tooLong
      ? t`The comment is too long: at most ${COMMENT_MAX} characters.`
      : null
  return (
    <form
      className="comment-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (kept && !tooLong && !send.isPending) send.mutate()
      }}
    >
      <label className="comment-form__label" htmlFor={fieldId}>
        {parentId === undefined ? t`Write a comment` : replyTo ? t`Reply to ${replyTo}` : t`Your reply`}
      </label>
      <textarea
        id={fieldId}
        className="comment-form__field"
        name="body"
        rows={parentId === undefined ? 3 : 2}
        value={text}
        // Focus is moved here on purpose: the reader asked to reply.
        // biome-ignore lint/a11y/noAutofocus: see above
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${countId} ${errorId}` : countId}
        onChange={(event) => {
          setText(event.target.value)
          if (send.isError) send.reset()
        }}
      />
      <p className="comment-form__meta">
        <span
          id={countId}
          className={tooLong ? 'comment-form__count comment-form__count--over' : 'comment-form__count'}
        >
          <Trans>
            {length} of {COMMENT_MAX} characters
          </Trans>
        </span>
        <span className="comment-form__hint">
          <Trans>Hide a spoiler between two bars: ||like this||</Trans>
        </span>
      </p>
      {error ? (
        <p id={errorId} className="comment-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="comment-form__buttons">
        {onDone && parentId !== undefined ? (
          <button type="button" className="button button--ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
        <button type="submit" className="button" disabled={!kept || tooLong || send.isPending}>
          {send.isPending ? (
            <Trans>Sending…</Trans>
          ) : parentId === undefined ? (
            <Trans>Send</Trans>
          ) : (
            <Trans>Reply</Trans>
          )}
        </button>
      </div>
    </form>
  )
}
