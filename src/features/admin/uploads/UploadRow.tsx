import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { ADMIN_QUERY_PREFIX } from '../../../shared/api/private-query.ts'
import { isFinal, type UploadStatus, uploadStatusQuery } from './uploads-api.ts'
import type { UploadRowState } from './use-uploads.ts'

interface UploadRowProps {
  language: Language
  row: UploadRowState
  onCancel: () => void
}

/** One file: its name, how much of it is sent, then what the import made of it. */
export function UploadRow({ language, row, onCancel }: UploadRowProps) {
  const { t } = useLingui()
  const nameId = useId()
  const queryClient = useQueryClient()
  // The server's state is followed once the whole file is there, until the import is over.
  const status = useQuery({
    ...uploadStatusQuery(language, row.id ?? ''),
    enabled: row.phase === 'sent' && row.id !== undefined,
  })
  const state = status.data?.state
  useEffect(() => {
    // A finished import changed the post: its screens read it again.
    if (isFinal(state)) void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_PREFIX, 'posts'] })
  }, [state, queryClient])
  const percent = row.size > 0 ? Math.round((row.sent / row.size) * 100) : 100
  const unfinished = row.phase === 'later' || row.phase === 'sending'
  return (
    <li className="admin-card admin-upload">
      <p className="admin-card__name" id={nameId}>
        {row.folder ? `${row.folder}/${row.name}` : row.name}
      </p>
      <progress className="admin-upload__bar" aria-labelledby={nameId} max={100} value={percent}>
        {percent}%
      </progress>
      <p className="admin-card__email">
        <UploadPhase language={language} row={row} status={status.data} percent={percent} />
      </p>
      {(row.phase === 'failed' || row.phase === 'refused') && row.error ? (
        <p className="admin-upload__error">{row.error}</p>
      ) : null}
      {status.data?.state === 'failed' && status.data.error ? (
        <p className="admin-upload__error">{status.data.error}</p>
      ) : null}
      {status.data?.state === 'refused' ? <SkippedFiles skipped={status.data.skipped} /> : null}
      {unfinished ? (
        <div className="admin-card__actions">
          <button type="button" className="button button--ghost" aria-describedby={nameId} onClick={onCancel}>
            {t`Cancel upload`}
          </button>
        </div>
      ) : null}
    </li>
  )
}

function UploadPhase({
  language,
  row,
  status,
  percent,
}: {
  language: Language
  row: UploadRowState
  status?: UploadStatus
  percent: number
}) {
  if (row.phase === 'later') return <Trans>Waits its turn (or for the first file to make the post).</Trans>
  if (row.phase === 'refused') return <Trans>Not sent.</Trans>
  if (row.phase === 'sending') return <Trans>Sending: {percent}%</Trans>
  if (row.phase === 'cancelled') return <Trans>Cancelled.</Trans>
  if (row.phase === 'failed') return <Trans>Not sent.</Trans>
  switch (status?.state) {
    case undefined:
    case 'uploading':
      return <Trans>Sent; waiting for the server.</Trans>
    case 'waiting':
      return <Trans>Sent; waiting for the other images of its chapter.</Trans>
    case 'queued':
      return <Trans>Waiting to be imported.</Trans>
    case 'importing':
      return <Trans>Importing…</Trans>
    case 'imported': {
      if (!status.post) return <Trans>Imported.</Trans>
      const post = <UploadedPost language={language} post={status.post} />
      return <Trans>Imported into {post}.</Trans>
    }
    case 'refused': {
      if (!status.post) return <Trans>Refused: nothing of the file was kept.</Trans>
      const post = <UploadedPost language={language} post={status.post} />
      return <Trans>Refused: nothing of the file was kept; {post} is as it was.</Trans>
    }
    case 'failed':
      return <Trans>The import failed.</Trans>
  }
}

/** The post an upload made or added to, linked to its editor (an upload's new post is not yet published). */
function UploadedPost({ language, post }: { language: Language; post: NonNullable<UploadStatus['post']> }) {
  return (
    <Link to="/$lang/admin/$" params={{ lang: language, _splat: `posts/${post.id}` }}>
      «{post.title[language]}»
    </Link>
  )
}

/** The files an import passed over, each with why (the library's own reasons). */
export function SkippedFiles({ skipped }: { skipped: { path: string; reason: string }[] }) {
  if (skipped.length === 0) return null
  return (
    <ul className="admin-skipped">
      {skipped.map((file) => (
        <li key={`${file.path}:${file.reason}`}>
          <code>{file.path || '—'}</code>: {file.reason}
        </li>
      ))}
    </ul>
  )
}
