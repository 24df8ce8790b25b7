import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { postPagePath } from '../../../contract/post-paths.ts'
import { formatBytes } from '../../../shared/i18n/format-bytes.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { CoverImage } from '../../../shared/ui/CoverImage.tsx'
import { cancelPost, deletePost, pausePost, resumeDownloads } from '../download-actions.ts'
import type { PostDownloads } from '../post-groups.ts'
import { ChapterDownloadRow } from './ChapterDownloadRow.tsx'
import { DownloadIcon, type DownloadIconName } from './DownloadIcon.tsx'
import { DownloadProgress } from './DownloadProgress.tsx'

/** A story on the downloads screen: its progress and size, pause or resume, cancel or delete, its chapters. */
export function PostDownloadCard({ group }: { group: PostDownloads }) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const { language, post, chapters, done, active, stopped } = group
  const count = chapters.length
  const title = post.title
  const size = formatBytes(group.bytes, i18n.locale)
  const posttype = post.posttype === 'novel' ? 'novel' : 'comic'
  return (
    <article className="download-post" aria-labelledby={titleId}>
      <header className="download-post__head">
        <div className="download-post__cover">
          <CoverImage image={post.feature} size="small" keep />
        </div>
        <div className="download-post__info">
          <h2 id={titleId} className="download-post__title" lang={language}>
            <AppLink href={postPagePath(language, posttype, post.slug)} state={{ post }}>
              {post.title}
            </AppLink>
          </h2>
          <p className="download-post__summary">
            <Trans>
              {done} of {count} chapters · {size}
            </Trans>
          </p>
          {active ? <DownloadProgress value={group.progress} /> : null}
          <div className="download-post__actions">
            {active ? (
              <Action icon="pause" onClick={() => pausePost(language, post.id)}>
                <Trans context="download">Pause</Trans>
              </Action>
            ) : stopped ? (
              <Action icon="resume" onClick={() => resumeDownloads(language, post.id)}>
                <Trans context="download">Resume</Trans>
              </Action>
            ) : null}
            {active || stopped ? (
              <Action icon="cancel" onClick={() => cancelPost(language, post.id)}>
                <Trans>Cancel download</Trans>
              </Action>
            ) : null}
            <Action icon="delete" onClick={() => deletePost(language, post.id)} label={t`Delete ${title}`}>
              <Trans context="download">Delete</Trans>
            </Action>
          </div>
        </div>
      </header>
      <ol className="download-post__chapters" aria-label={t`Chapters`}>
        {chapters.map((record) => (
          <ChapterDownloadRow key={record.key} record={record} />
        ))}
      </ol>
    </article>
  )
}

interface ActionProps {
  icon: DownloadIconName
  onClick: () => Promise<unknown>
  /** A fuller name for screen readers, when the visible word alone is ambiguous. */
  label?: string
  children: ReactNode
}

function Action({ icon, onClick, label, children }: ActionProps) {
  return (
    <button
      type="button"
      className="button button--ghost download-action"
      aria-label={label}
      onClick={() => void onClick()}
    >
      <DownloadIcon name={icon} />
      <span>{children}</span>
    </button>
  )
}
