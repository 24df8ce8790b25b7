import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { type AdminChapter, type AdminPost, postWrites } from '../posts-api.ts'
import { acceptOf } from '../uploads/accept.ts'
import { ReplaceFile } from '../uploads/ReplaceFile.tsx'
import type { useAdminWrite } from '../use-admin-write.ts'
import { ChapterRename } from './ChapterRename.tsx'
import { EpisodeIntro } from './EpisodeIntro.tsx'
import { LockMark } from './LockMark.tsx'

interface ChaptersEditorProps {
  language: Language
  post: AdminPost
  write: ReturnType<typeof useAdminWrite>
  /** A chapter's new file (upload posts only: a library post's files are changed in the library). */
  onReplace?: (chapter: AdminChapter, file: File) => void
}

/**
 * The post's chapters, hidden ones too: renamed, hidden or shown, moved up or down, deleted; a film's
 * episodes also have their intro set.
 */
export function ChaptersEditor({ language, post, write, onReplace }: ChaptersEditorProps) {
  const { t } = useLingui()
  // Each chapter's buttons are described by its name: 'Hide', of which chapter.
  const baseId = useId()
  const [renaming, setRenaming] = useState<number | null>(null)
  const [settingIntro, setSettingIntro] = useState<number | null>(null)
  const film = post.posttype === 'movie'
  const [deleting, setDeleting] = useState<AdminChapter | null>(null)
  const chapters = post.chapters
  const nameOf = (chapter: AdminChapter) =>
    chapter.title[language] || chapter.title.vi || chapter.title.en || String(chapter.index)
  const deletingName = deleting ? nameOf(deleting) : ''
  const move = (from: number, to: number) => {
    const order = chapters.map((chapter) => chapter.id)
    const [moved] = order.splice(from, 1)
    order.splice(to, 0, moved!)
    const name = nameOf(chapters[from]!)
    const place = to + 1
    write.run({
      send: () => postWrites.order(language, post.id, order),
      done: t`${name} is now number ${place}.`,
    })
  }
  return (
    <section className="admin-chapters" aria-labelledby="admin-chapters-title">
      <h2 id="admin-chapters-title">
        <Trans>Chapters</Trans>
      </h2>
      {chapters.length === 0 ? (
        <p className="admin-empty">
          <Trans>This post has no chapters.</Trans>
        </p>
      ) : (
        <ol className="admin-list">
          {chapters.map((chapter, position) => {
            const name = nameOf(chapter)
            const hidden = chapter.hidden
            return (
              <li key={chapter.id} className="admin-card admin-chapter">
                <p className="admin-card__name" id={`${baseId}-${chapter.id}`}>
                  {chapter.index}. {name}
                  {hidden ? (
                    <span className="admin-card__self">
                      {' '}
                      {chapter.hidden_because === 'file_gone' ? (
                        <Trans>(hidden: file gone)</Trans>
                      ) : (
                        <Trans>(hidden)</Trans>
                      )}
                    </span>
                  ) : null}
                  {chapter.intro ? <IntroMark start={chapter.intro.start} end={chapter.intro.end} /> : null}
                </p>
                <p className="admin-card__email">
                  {(['title', 'hidden', 'index'] as const).map((field) => (
                    <LockMark
                      key={field}
                      locked={chapter.locked_fields.includes(field)}
                      field={
                        field === 'title' ? t`the title` : field === 'hidden' ? t`hiding` : t`the number`
                      }
                      busy={write.busy}
                      onRelease={() =>
                        write.run({
                          send: () => postWrites.chapterUnlock(language, chapter.id, field),
                          done: t`The lock is released.`,
                        })
                      }
                    />
                  ))}
                </p>
                {renaming === chapter.id ? (
                  <ChapterRename
                    chapter={chapter}
                    busy={write.busy}
                    onCancel={() => setRenaming(null)}
                    onSave={(titles) =>
                      write.run(
                        {
                          send: () => postWrites.chapter(language, chapter.id, titles),
                          done: t`The chapter is renamed.`,
                        },
                        { onSuccess: () => setRenaming(null) },
                      )
                    }
                  />
                ) : null}
                {settingIntro === chapter.id ? (
                  <EpisodeIntro
                    chapter={chapter}
                    busy={write.busy}
                    onCancel={() => setSettingIntro(null)}
                    onSave={(intro) =>
                      write.run(
                        {
                          send: () => postWrites.chapter(language, chapter.id, intro),
                          done: t`The intro of ${name} is saved.`,
                        },
                        { onSuccess: () => setSettingIntro(null) },
                      )
                    }
                  />
                ) : null}
                <div className="admin-card__actions">
                  <button
                    aria-describedby={`${baseId}-${chapter.id}`}
                    type="button"
                    className="button button--ghost"
                    onClick={() => setRenaming(chapter.id)}
                  >
                    <Trans>Rename</Trans>
                  </button>
                  {film ? (
                    <button
                      aria-describedby={`${baseId}-${chapter.id}`}
                      type="button"
                      className="button button--ghost"
                      onClick={() => setSettingIntro(chapter.id)}
                    >
                      <Trans>Intro</Trans>
                    </button>
                  ) : null}
                  <button
                    aria-describedby={`${baseId}-${chapter.id}`}
                    type="button"
                    className="button button--ghost"
                    disabled={write.busy}
                    onClick={() =>
                      write.run({
                        send: () => postWrites.chapter(language, chapter.id, { hidden: hidden ? '0' : '1' }),
                        done: hidden ? t`${name} is shown.` : t`${name} is hidden.`,
                      })
                    }
                  >
                    {hidden ? <Trans>Show</Trans> : <Trans>Hide</Trans>}
                  </button>
                  <button
                    aria-describedby={`${baseId}-${chapter.id}`}
                    type="button"
                    className="button button--ghost"
                    disabled={write.busy || position === 0}
                    onClick={() => move(position, position - 1)}
                  >
                    <Trans>Move up</Trans>
                  </button>
                  <button
                    aria-describedby={`${baseId}-${chapter.id}`}
                    type="button"
                    className="button button--ghost"
                    disabled={write.busy || position === chapters.length - 1}
                    onClick={() => move(position, position + 1)}
                  >
                    <Trans>Move down</Trans>
                  </button>
                  <button
                    aria-describedby={`${baseId}-${chapter.id}`}
                    type="button"
                    className="button button--ghost"
                    onClick={() => setDeleting(chapter)}
                  >
                    <Trans>Delete</Trans>
                  </button>
                  {onReplace && post.origin !== 'library' ? (
                    <ReplaceFile
                      accept={acceptOf(post.posttype, true)}
                      describedBy={`${baseId}-${chapter.id}`}
                      onFile={(file) => onReplace(chapter, file)}
                    />
                  ) : null}
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {deleting ? (
        <ConfirmDialog
          message={t`Delete the chapter “${deletingName}”? This cannot be undone.`}
          confirmLabel={t`Delete`}
          busy={write.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            write.run(
              {
                send: () => postWrites.chapterRemove(language, deleting.id),
                done: t`The chapter is deleted.`,
              },
              { onSuccess: () => setDeleting(null) },
            )
          }
        />
      ) : null}
    </section>
  )
}

/** Where an episode's intro is, beside its name. */
function IntroMark({ start, end }: { start: number; end: number }) {
  return (
    <span className="admin-card__self">
      {' '}
      <Trans>
        (intro {start}–{end} s)
      </Trans>
    </span>
  )
}
