import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { UploadRow } from './UploadRow.tsx'
import type { useUploads } from './use-uploads.ts'

/** The files sent from this screen, newest first. */
export function UploadList({
  language,
  uploads,
}: {
  language: Language
  uploads: ReturnType<typeof useUploads>
}) {
  const { t } = useLingui()
  if (uploads.rows.length === 0) return null
  return (
    <ul className="admin-list" aria-label={t`Uploads`}>
      {uploads.rows.map((row) => (
        <UploadRow
          key={row.key}
          language={language}
          row={row}
          onCancel={() => void uploads.cancel(row.key)}
        />
      ))}
    </ul>
  )
}
