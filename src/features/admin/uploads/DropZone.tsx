import { Trans } from '@lingui/react/macro'
import { type ReactNode, useRef, useState } from 'react'
import { droppedEntries, looseFiles, type PickedFile, pickedFolder, walkEntries } from './dropped-files.ts'

interface DropZoneProps {
  /** What the button says (it opens the file picker). */
  label: ReactNode
  /** Which files the picker offers (`accept`). */
  accept: string
  multiple?: boolean
  disabled?: boolean
  /** Offers a 'choose a folder' button too: a folder of images is a chapter. */
  folders?: boolean
  onFiles: (files: PickedFile[]) => void
}

/**
 * A place to drop files or folders that is also a real button opening the file picker, so it works
 * by keyboard and on a phone where nothing is dragged; a second button chooses a folder.
 */
export function DropZone({
  label,
  accept,
  multiple = true,
  disabled = false,
  folders = false,
  onFiles,
}: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const folderInput = useRef<HTMLInputElement>(null)
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
          if (disabled) return
          // A folder is listed in `files` as one empty entry: its files are found by walking it.
          const entries = folders ? droppedEntries(event.dataTransfer) : null
          if (entries) void walkEntries(entries).then((found) => found.length > 0 && onFiles(found))
          else onFiles(looseFiles([...event.dataTransfer.files]))
        }}
      >
        <span className="admin-drop__label">{label}</span>{' '}
        <span className="admin-drop__hint">
          {folders ? <Trans>or drop files or folders here</Trans> : <Trans>or drop the files here</Trans>}
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
          if (files.length > 0) onFiles(looseFiles(files))
        }}
      />
      {folders ? (
        <>
          <button
            type="button"
            className="button button--ghost admin-drop__folder"
            disabled={disabled}
            onClick={() => folderInput.current?.click()}
          >
            <Trans>Choose a folder of images</Trans>
          </button>
          <input
            ref={folderInput}
            type="file"
            hidden
            tabIndex={-1}
            multiple
            // Not in React's types: the folder picker of Chromium, Firefox and Safari.
            {...{ webkitdirectory: '' }}
            data-folder-picker=""
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              if (files.length > 0) onFiles(pickedFolder(files))
            }}
          />
        </>
      ) : null}
    </div>
  )
}
