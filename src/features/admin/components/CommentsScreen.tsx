import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { AdminComment } from '../../../contract/schemas/comments.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { adminCommentsQuery, type CommentFilter, commentWordsQuery, commentWrites } from '../comments-api.ts'
import { errorMessage } from '../error-message.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { formatWhen } from '../when.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { LabelledField } from './LabelledField.tsx'
import { PagedList } from './PagedList.tsx'
import { SelectField } from './SelectField.tsx'

/** A change that asks the admin first: a deletion, or a writer muted or let speak again. */
type Asking =
  | { kind: 'delete'; comment: AdminComment }
  | { kind: 'mute'; comment: AdminComment; muted: boolean }

/**
 * Comments, reported ones first: each with where it was written, by whom, how often and why it was
 * reported; hidden or shown again, deleted, its reports dismissed, its writer muted. Below, the
 * words refused in comments. Every change is in the audit log.
 */
export function CommentsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Comments`)
  const [filter, setFilter] = useState<CommentFilter>('all')
  const [page, setPage] = useState(1)
  const [asking, setAsking] = useState<Asking | null>(null)
  const write = useAdminWrite()
  const list = useQuery({ ...adminCommentsQuery(language, filter, page), placeholderData: keepPreviousData })
  const comments = list.data?.data ?? []

  const run = (send: () => Promise<unknown>, done: string) =>
    write.run({ send, done }, { onSuccess: () => setAsking(null), onError: () => setAsking(null) })

  function question(wanted: Asking) {
    const name = wanted.comment.member.name
    const email = wanted.comment.member.email
    if (wanted.kind === 'delete')
      return t`Delete this comment by ${name} (${email}) and its replies? This cannot be undone.`
    return wanted.muted
      ? t`Mute ${name} (${email})? They will not be able to comment until you let them again.`
      : t`Let ${name} (${email}) comment again?`
  }
  function confirm(wanted: Asking) {
    const { comment } = wanted
    const name = comment.member.name
    if (wanted.kind === 'delete')
      return run(() => commentWrites.remove(language, comment.id), t`The comment is deleted.`)
    return run(
      () => commentWrites.mute(language, comment.member.id, wanted.muted),
      wanted.muted ? t`${name} can no longer comment.` : t`${name} can comment again.`,
    )
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-comments-title">
      <h1 id="admin-comments-title" className="admin-screen__title">
        <Trans>Comments</Trans>
      </h1>
      <div className="admin-filters">
        <SelectField<CommentFilter>
          label={t`Show`}
          value={filter}
          choices={[
            { value: 'all', label: t`Every comment, reported first` },
            { value: 'reported', label: t`Reported only` },
            { value: 'hidden', label: t`Hidden only` },
          ]}
          onChange={(value) => {
            setFilter(value)
            setPage(1)
          }}
        />
      </div>
      <AdminStatus message={write.done} />
      <AdminAlert
        message={
          write.failed ??
          (list.isError ? errorMessage(list.error, t`The comments could not be loaded.`) : null)
        }
      />
      <PagedList
        list={list}
        page={page}
        onPage={setPage}
        empty={
          filter === 'all' ? <Trans>No comments yet.</Trans> : <Trans>No comment is in this list.</Trans>
        }
      >
        {comments.map((comment) => (
          <CommentCard
            key={comment.id}
            comment={comment}
            language={language}
            busy={write.busy}
            onHide={(hidden) =>
              run(
                () => commentWrites.hide(language, comment.id, hidden),
                hidden ? t`The comment is hidden.` : t`The comment is shown again.`,
              )
            }
            onDismiss={() =>
              run(() => commentWrites.dismiss(language, comment.id), t`The reports are dismissed.`)
            }
            onAsk={setAsking}
          />
        ))}
      </PagedList>
      <RefusedWords language={language} />
      {asking ? (
        <ConfirmDialog
          message={question(asking)}
          confirmLabel={
            asking.kind === 'delete'
              ? t`Delete`
              : asking.muted
                ? t`Mute the writer`
                : t`Let the writer comment`
          }
          busy={write.busy}
          onConfirm={() => confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  )
}

interface CommentCardProps {
  comment: AdminComment
  language: Language
  busy: boolean
  onHide: (hidden: boolean) => void
  onDismiss: () => void
  onAsk: (asking: Asking) => void
}

/** One comment as an admin weighs it: its words (as text, never HTML), where, by whom, its reports. */
function CommentCard({ comment, language, busy, onHide, onDismiss, onAsk }: CommentCardProps) {
  const { t } = useLingui()
  const whoId = useId()
  const hidden = comment.hidden_at !== null
  const reports = comment.report_count
  const index = comment.chapter_index
  const title = comment.post.title[language] || comment.post.title.vi || comment.post.slug
  const name = comment.member.name
  const email = comment.member.email
  const when = formatWhen(language, comment.created_at)
  return (
    <li className={hidden ? 'admin-card admin-comment admin-comment--hidden' : 'admin-card admin-comment'}>
      <p className="admin-card__name" id={whoId}>
        <Link to="/$lang/admin/$" params={{ lang: language, _splat: 'members' }} search={{ q: email }}>
          {name}
        </Link>{' '}
        <span className="admin-card__email">({email})</span>
      </p>
      <p className="admin-card__email">
        <Link to="/$lang/admin/$" params={{ lang: language, _splat: `posts/${comment.post.id}` }}>
          {title}
        </Link>{' '}
        · {comment.post.posttype === 'movie' ? t`episode ${index}` : t`chapter ${index}`} · {when}
        {comment.parent_id !== null ? <> · {t`a reply`}</> : null}
      </p>
      <p className="admin-comment__body">{comment.body}</p>
      <p className="admin-card__email">
        {reports > 0 ? <Trans>Reported {reports} times</Trans> : <Trans>Not reported</Trans>}
        {comment.reasons.length > 0 ? (
          <> · {comment.reasons.map((reason) => `“${reason}”`).join(', ')}</>
        ) : null}
        {hidden ? <> · {t`Hidden`}</> : null}
        {comment.member.muted ? <> · {t`Writer muted`}</> : null}
      </p>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button"
          aria-describedby={whoId}
          disabled={busy}
          onClick={() => onHide(!hidden)}
        >
          {hidden ? <Trans>Show again</Trans> : <Trans>Hide</Trans>}
        </button>
        {reports > 0 ? (
          <button
            type="button"
            className="button button--ghost"
            aria-describedby={whoId}
            disabled={busy}
            onClick={onDismiss}
          >
            <Trans>Dismiss reports</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={whoId}
          disabled={busy}
          onClick={() => onAsk({ kind: 'delete', comment })}
        >
          <Trans>Delete</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={whoId}
          disabled={busy}
          onClick={() => onAsk({ kind: 'mute', comment, muted: !comment.member.muted })}
        >
          {comment.member.muted ? <Trans>Let the writer comment</Trans> : <Trans>Mute the writer</Trans>}
        </button>
      </div>
    </li>
  )
}

/**
 * The words and phrases refused in comments, one a line: a comment holding one as a word of its own
 * (whatever its letter case or width) is refused with a message that names it.
 */
function RefusedWords({ language }: { language: Language }) {
  const { t } = useLingui()
  const words = useQuery(commentWordsQuery(language))
  const write = useAdminWrite()
  const [text, setText] = useState<string | null>(null)
  const saved = words.data?.join('\n') ?? ''
  // Typed text is kept while it differs; a saved list is shown as the server keeps it.
  useEffect(() => {
    if (text === saved) setText(null)
  }, [saved, text])
  const shown = text ?? saved
  return (
    <section className="admin-card admin-comment-words" aria-labelledby="admin-comment-words-title">
      <h2 id="admin-comment-words-title" className="admin-card__name">
        <Trans>Refused words</Trans>
      </h2>
      <p>
        <Trans>
          One word or phrase a line. A comment holding one of them is refused with a message that names it,
          whatever its letter case.
        </Trans>
      </p>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault()
          const list = shown
            .split('\n')
            .map((word) => word.trim())
            .filter((word) => word !== '')
          write.run({
            send: () => commentWrites.saveWords(language, list),
            done: t`The refused words are saved.`,
          })
        }}
      >
        <LabelledField label={t`Refused words`}>
          {(id) => (
            <textarea
              id={id}
              className="field__input admin-comment-words__field"
              rows={6}
              value={shown}
              disabled={words.isPending}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </LabelledField>
        <AdminStatus message={write.done} />
        <AdminAlert
          message={
            write.failed ??
            (words.isError ? errorMessage(words.error, t`The refused words could not be loaded.`) : null)
          }
        />
        <div className="admin-card__actions">
          <button type="submit" className="button" disabled={write.busy || words.isPending}>
            <Trans>Save the words</Trans>
          </button>
        </div>
      </form>
    </section>
  )
}
