import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { errorMessage } from '../error-message.ts'
import { discardUpload } from './tus-upload.ts'
import { type UnfinishedUpload, unfinishedUploadsQuery } from './unfinished.ts'
import type { useUploads } from './use-uploads.ts'

const MiB = 1024 * 1024
const megabytes = (bytes: number) => (bytes / MiB).toFixed(bytes < 10 * MiB ? 1 : 0)

/**
 * Uploads this browser began and did not finish (a reload, a closed tab, a lost connection), as the
 * server has them. A browser keeps no file across a reload: the admin chooses it again and it
 * continues from where the server got to, or discards it (ended on the server too).
 */
export function UnfinishedUploads({
  language,
  uploads,
  belongs,
}: {
  language: Language
  uploads: ReturnType<typeof useUploads>
  /** Which unfinished uploads this screen shows (by what they were for). */
  belongs: (metadata: Record<string, string>) => boolean
}) {
  const { t } = useLingui()
  const query = useQuery(unfinishedUploadsQuery(language))
  const listed = (query.data ?? []).filter((upload) => belongs(upload.metadata))
  if (listed.length === 0) return null
  return (
    <section className="admin-unfinished" aria-labelledby="admin-unfinished-title">
      <h2 id="admin-unfinished-title">
        <Trans>Unfinished uploads</Trans>
      </h2>
      <p>
        <Trans>
          The browser cannot keep a file after the page is reloaded or closed: choose the file again to
          continue sending it from where it stopped.
        </Trans>
      </p>
      <ul className="admin-list" aria-label={t`Unfinished uploads`}>
        {listed.map((upload) => (
          <UnfinishedRow key={upload.id} language={language} upload={upload} uploads={uploads} />
        ))}
      </ul>
    </section>
  )
}

function UnfinishedRow({
  language,
  upload,
  uploads,
}: {
  language: Language
  upload: UnfinishedUpload
  uploads: ReturnType<typeof useUploads>
}) {
  const { t } = useLingui()
  const nameId = useId()
  const input = useRef<HTMLInputElement>(null)
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const sent = megabytes(upload.offset)
  const size = megabytes(upload.size)
  const name = upload.folder ? `${upload.folder}/${upload.name}` : upload.name
  const discard = async () => {
    setBusy(true)
    try {
      await discardUpload(language, upload.stored)
    } catch (error) {
      uploads.setFailed(errorMessage(error, t`The upload could not be discarded.`))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: unfinishedUploadsQuery(language).queryKey })
    }
  }
  return (
    <li className="admin-card admin-upload">
      <p className="admin-card__name" id={nameId}>
        {name}
      </p>
      <progress
        className="admin-upload__bar"
        aria-labelledby={nameId}
        max={upload.size}
        value={upload.offset}
      />
      <p className="admin-card__email">
        <Trans>
          {sent} of {size} MB sent. Choose the file again to continue.
        </Trans>
      </p>
      <div className="admin-card__actions">
        <button
          type="button"
          className="button"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <Trans>Choose the file again</Trans>
        </button>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void uploads.resume(upload, file)
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={nameId}
          disabled={busy}
          onClick={() => void discard()}
        >
          <Trans>Discard</Trans>
        </button>
      </div>
    </li>
  )
}
