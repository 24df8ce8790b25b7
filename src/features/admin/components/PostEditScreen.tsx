import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { errorMessage } from '../error-message.ts'
import { usePostWords } from '../post-words.ts'
import { postQuery, postWrites } from '../posts-api.ts'
import { PostUploads } from '../uploads/PostUploads.tsx'
import { useUploads } from '../uploads/use-uploads.ts'
import { useAdminWrite } from '../use-admin-write.ts'
import { AdminAlert, AdminStatus } from './AdminAlert.tsx'
import { ChaptersEditor } from './ChaptersEditor.tsx'
import { PostFieldsForm } from './PostFieldsForm.tsx'

/** One post as an admin edits it: its fields and locks, its status, its chapters, its deletion. */
export function PostEditScreen({ language, id = 0 }: { language: Language; id?: number }) {
  const { t } = useLingui()
  const words = usePostWords()
  const navigate = useNavigate()
  const post = useQuery(postQuery(language, id))
  const write = useAdminWrite()
  const uploads = useUploads(language)
  const [deleting, setDeleting] = useState(false)
  const data = post.data
  const title = data ? data.title[language] || data.title.vi || data.title.en || data.slug : ''
  useDocumentTitle(title || t`Posts`)
  const back = (
    <Link to="/$lang/admin/$" params={{ lang: language, _splat: 'posts' }}>
      <Trans>All posts</Trans>
    </Link>
  )
  if (!data) {
    return (
      <section className="admin-screen">
        <p>{back}</p>
        <AdminAlert
          message={post.isError ? errorMessage(post.error, t`The post could not be loaded.`) : null}
        />
        {post.isPending ? <Loading /> : null}
      </section>
    )
  }
  const published = data.status === 'published'
  return (
    <section className="admin-screen" aria-labelledby="admin-post-title">
      <p>{back}</p>
      <h1 id="admin-post-title" className="admin-screen__title">
        {title}
      </h1>
      <p className="admin-card__email">
        {words.of(data.posttype)} · {words.of(data.status)} · {words.of(data.origin)} ·{' '}
        <code>{data.slug}</code>
      </p>
      <AdminStatus message={write.done} />
      <AdminAlert message={write.failed} />
      <div className="admin-card__actions">
        <button
          type="button"
          className="button"
          disabled={write.busy}
          onClick={() =>
            write.run({
              send: () => postWrites.status(language, id, published ? 'unpublished' : 'published'),
              done: published ? t`The post is hidden from visitors.` : t`The post is published.`,
            })
          }
        >
          {published ? <Trans>Unpublish</Trans> : <Trans>Publish</Trans>}
        </button>
        <button type="button" className="button button--ghost" onClick={() => setDeleting(true)}>
          <Trans>Delete post</Trans>
        </button>
      </div>
      <PostFieldsForm key={data.id} language={language} post={data} write={write} />
      <ChaptersEditor
        language={language}
        post={data}
        write={write}
        onReplace={(chapter, file) => uploads.add([file], { chapter_id: chapter.id })}
      />
      <PostUploads language={language} post={data} uploads={uploads} />
      {deleting ? (
        <ConfirmDialog
          message={t`Delete “${title}” with its chapters, likes, ratings and its own media? This cannot be undone.`}
          confirmLabel={t`Delete post`}
          busy={write.busy}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            write.run(
              { send: () => postWrites.remove(language, id, data.slug), done: t`The post is deleted.` },
              {
                onSuccess: () =>
                  void navigate({ to: '/$lang/admin/$', params: { lang: language, _splat: 'posts' } }),
              },
            )
          }
        />
      ) : null}
    </section>
  )
}
