import type { HistoryState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import type { DownloadStatus } from '../records.ts'

interface DownloadRowProps {
  status: DownloadStatus
  name: string
  /** Where a finished download opens; a link only once it can be read or watched. */
  open?: { href: string; state?: HistoryState } | undefined
  /** What it is doing, in words, with its size when known. */
  statusText: string
  /** From 0 to 1 while under way, with the bar's name. */
  progress?: { value: number; label: string } | undefined
  /** Its buttons (retry, cancel, delete). */
  children: ReactNode
}

/** One chapter or film episode on the downloads screen: its name, how far it got, and its buttons. */
export function DownloadRow({ status, name, open, statusText, progress, children }: DownloadRowProps) {
  return (
    <li className={`download-chapter download-chapter--${status}`}>
      <div className="download-chapter__main">
        {open ? (
          <AppLink className="download-chapter__name" href={open.href} state={open.state}>
            {name}
          </AppLink>
        ) : (
          <span className="download-chapter__name">{name}</span>
        )}
        <span className="download-chapter__status">{statusText}</span>
        {progress ? (
          <progress
            className="download-progress"
            max={1}
            value={progress.value}
            aria-label={progress.label}
          />
        ) : null}
      </div>
      {children}
    </li>
  )
}
