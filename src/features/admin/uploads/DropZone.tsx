import { Trans } from '@lingui/react/macro'
import { type ReactNode, useRef, useState } from 'react'

interface DropZoneProps {
  /** What the button says (it opens the file picker). */
  label: ReactNode
  /** Which files the picker offers (`accept`). */
  accept: string
  multiple?: boolean
  disabled?: boolean
  onFiles: (files: File[]) => void
}

/**
 * A place to drop files that is also a real button opening the file picker, so it works by
 * keyboard and on a phone where nothing is dragged.
 */
export function DropZone({ label, accept, multiple = true, disabled = false, onFiles }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  return (
    <div className="admin-drop">
      {/* The button is the drop zone itself: dropped on, or pressed to open the file picker; its name says both. */}
      <button
        type="button"
        className={over ? 'admin-drop__zone admin-drop__zone--over' : 'admin-drop__zone'}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          if (!disabled) onFiles([...event.dataTransfer.files])
        }}
      >
        <span className="admin-drop__label">{label}</span>{' '}
        <span className="admin-drop__hint">
          <Trans>or drop the files here</Trans>
        </span>
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </div>
  )
}
