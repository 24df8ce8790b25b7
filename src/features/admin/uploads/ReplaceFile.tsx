import { Trans } from '@lingui/react/macro'
import { useRef } from 'react'

/** A chapter's 'replace file' action: a button opening the file picker for its one new file. */
export function ReplaceFile({
  accept,
  describedBy,
  onFile,
}: {
  accept: string
  describedBy: string
  onFile: (file: File) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <Trans>Replace file</Trans>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}
