import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { useLastRead } from '../../../entities/reading/positions.ts'
import { partCatalogue } from '../../../shared/i18n/part-catalogue.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { groupByPost } from '../post-groups.ts'
import type { DownloadPosttype } from '../records.ts'
import { usePostDownloads } from '../use-downloads.ts'
import { DownloadIcon } from './DownloadIcon.tsx'
import { DownloadOffer } from './DownloadOffer.tsx'
import { DownloadProgress } from './DownloadProgress.tsx'

// Loaded when opened, with its words: the picker and the download manager behind it are not needed
// to read the page.
const loadDialogWords = partCatalogue({
  vi: () => import('../../../locales/vi/download-dialog.po'),
  en: () => import('../../../locales/en/download-dialog.po'),
})
const DownloadDialog = lazy(() =>
  Promise.all([import('./DownloadDialog.tsx'), loadDialogWords()]).then(([m]) => ({
    default: m.DownloadDialog,
  })),
)

const isReadable = (detail: PostDetail): detail is PostDetail & { posttype: DownloadPosttype } =>
  (detail.posttype === 'comic' || detail.posttype === 'novel') && detail.first_chapter !== null

/**
 * On a comic's or novel's detail page: the way to download chapters for offline reading, how many
 * are kept, and, right after the story is saved, an offer to download it.
 */
export function DownloadSection({ language, detail }: { language: Language; detail: PostDetail }) {
  if (!isReadable(detail)) return null
  return <DownloadControls language={language} post={detail} />
}

function DownloadControls({
  language,
  post,
}: {
  language: Language
  post: PostDetail & { posttype: DownloadPosttype }
}) {
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const lastRead = useLastRead(post.id)
  const group = groupByPost(usePostDownloads(language, post.id))[0]
  const done = group?.done ?? 0
  const total = Math.max(post.episode_total, group?.chapters.length ?? 0)
  return (
    <section className="download-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        <Trans>Offline reading</Trans>
      </h2>
      <button
        type="button"
        className="button button--ghost download-section__button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <DownloadIcon name="download" />
        <Trans context="action">Download</Trans>
      </button>
      {group ? (
        <div className="download-section__state">
          <p className="download-section__count">
            <Trans>
              {done} of {total} chapters downloaded
            </Trans>
          </p>
          {group.active ? <DownloadProgress value={group.progress} /> : null}
          <AppLink className="download-section__manage" href={`/${language}/downloads`}>
            <Trans>Manage downloads</Trans>
          </AppLink>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DownloadDialog
            language={language}
            post={post}
            start={lastRead?.index ?? post.first_chapter?.index}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
      <DownloadOffer
        postId={post.id}
        allDownloaded={total > 0 && done >= total}
        onAccept={() => setOpen(true)}
      />
    </section>
  )
}
