import { Trans } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { AdminAlert } from '../components/AdminAlert.tsx'
import type { AdminPost } from '../posts-api.ts'
import { acceptOf } from './accept.ts'
import { DropZone } from './DropZone.tsx'
import { UnfinishedUploads } from './UnfinishedUploads.tsx'
import { UploadList } from './UploadList.tsx'
import type { useUploads } from './use-uploads.ts'

/**
 * New chapters for an upload post, dropped on its edit screen. A library post's files are changed in
 * the library only (the server refuses them), so it gets no drop zone.
 */
export function PostUploads({
  language,
  post,
  uploads,
}: {
  language: Language
  post: AdminPost
  uploads: ReturnType<typeof useUploads>
}) {
  return (
    <section className="admin-chapters" aria-labelledby="admin-post-uploads-title">
      <h2 id="admin-post-uploads-title">
        <Trans>Add chapters</Trans>
      </h2>
      {post.origin === 'library' ? (
        <p className="admin-empty">
          <Trans>This post comes from the library: its files are changed in the library.</Trans>
        </p>
      ) : (
        <DropZone
          label={<Trans>Choose chapter files</Trans>}
          accept={acceptOf(post.posttype)}
          folders={post.posttype === 'comic'}
          onFiles={(files) => uploads.add(files, { post_id: post.id })}
        />
      )}
      <AdminAlert message={uploads.failed} />
      <UploadList language={language} uploads={uploads} />
      <UnfinishedUploads
        language={language}
        uploads={uploads}
        belongs={(metadata) =>
          metadata.post_id === String(post.id) ||
          post.chapters.some((chapter) => metadata.chapter_id === String(chapter.id))
        }
      />
    </section>
  )
}
