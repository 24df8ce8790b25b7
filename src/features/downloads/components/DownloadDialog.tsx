import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import type { ChapterSummary } from '../../../contract/schemas/detail.ts'
import { useReadRuns } from '../../../entities/reading/read-marks.ts'
import { Dialog } from '../../../shared/ui/Dialog.tsx'
import { DialogFooter } from '../../../shared/ui/DialogFooter.tsx'
import { showToast } from '../../../shared/ui/toasts/toast-atoms.ts'
import { allChaptersQueryOptions } from '../api.ts'
import { downloadChapters } from '../download-actions.ts'
import type { DownloadPosttype } from '../records.ts'
import { useKeptChapters } from '../use-downloads.ts'
import { ChapterPicker, type Choice, pickChapters } from './ChapterPicker.tsx'

interface DownloadDialogProps {
  language: Language
  post: PostCard & { posttype: DownloadPosttype }
  /** The chapter the picker starts on (the one last read, else the first). */
  start: number | undefined
  onClose: () => void
}

/** Picks one chapter, a range or every chapter of a story, and queues them for offline reading. */
export function DownloadDialog({ language, post, start, onClose }: DownloadDialogProps) {
  const { t } = useLingui()
  const titleId = useId()
  const errorId = useId()
  const query = useQuery(allChaptersQueryOptions(language, post.posttype, post.id))
  const chapters: ChapterSummary[] = query.data ?? []
  // What the reader has read and what is on the device already: the picker starts past both.
  const runs = useReadRuns(post.id)
  const downloaded = useKeptChapters(language, post.id)
  const [choice, setChoice] = useState<Choice | null>(null)
  const [error, setError] = useState('')
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const picked = choice ? pickChapters(chapters, choice) : []
    if (picked.length === 0) return setError(t`No chapter matches this choice.`)
    setSending(true)
    const count = await downloadChapters(language, post, picked)
    showToast({
      kind: 'success',
      message:
        count > 0
          ? plural(count, { one: '# chapter queued for download.', other: '# chapters queued for download.' })
          : t`These chapters are already downloaded.`,
    })
    onClose()
  }

  return (
    <Dialog className="dialog download-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="download-dialog__title">
        <Trans>Download for offline reading</Trans>
      </h2>
      {query.isError && !query.data ? (
        <p role="alert">
          <Trans>The chapter list could not be loaded.</Trans>{' '}
          <button type="button" className="link-button" onClick={() => query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {query.isPending ? (
        <p className="loading" role="status">
          <Trans>Loading...</Trans>
        </p>
      ) : null}
      <form className="download-dialog__form" onSubmit={submit} noValidate>
        {chapters.length > 0 ? (
          <ChapterPicker
            chapters={chapters}
            start={start}
            read={runs}
            downloaded={downloaded}
            errorId={error ? errorId : undefined}
            onChange={(next) => {
              setChoice(next)
              setError('')
            }}
          />
        ) : null}
        {error ? (
          <p id={errorId} className="download-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
        <DialogFooter
          submit={<Trans context="action">Download</Trans>}
          disabled={chapters.length === 0 || sending}
          onSecondary={onClose}
        />
      </form>
    </Dialog>
  )
}
