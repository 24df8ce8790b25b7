import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { inLanguage, type LibraryPost } from '../../../entities/library/library-store.ts'
import { useLibrary } from '../../../entities/library/use-library.ts'
import { CONTINUE_ROW_MAX } from '../../../shared/limits.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { CoverImage } from '../../../shared/ui/CoverImage.tsx'
import { filmResumeKey, resumeFraction } from '../../player/index.ts'
import { continuable, continuePath } from '../continue-links.ts'

/**
 * The home page's row of what was last watched or read, most recent first, each opening where the
 * reader left off. Nothing is drawn before the first post is opened.
 */
export function ContinueRow({ language }: { language: Language }) {
  const headingId = useId()
  const posts = useLibrary().viewedHistory.filter(continuable).slice(0, CONTINUE_ROW_MAX)
  if (posts.length === 0) return null
  return (
    <section className="continue-row" aria-labelledby={headingId}>
      <div className="continue-row__header">
        <h2 id={headingId} className="continue-row__title">
          <Trans>Continue watching and reading</Trans>
        </h2>
        <AppLink className="continue-row__more" href={`/${language}/history`}>
          <Trans>See all</Trans>
        </AppLink>
      </div>
      <ul className="continue-row__list">
        {posts.map((post) => (
          <li key={post.id} className="continue-row__item">
            <ContinueCard post={inLanguage(post, language)} language={language} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A card names where it goes on: the chapter, or the episode with how far through it the viewer is. */
function ContinueCard({ post, language }: { post: LibraryPost; language: Language }) {
  const { chapter } = post
  const film = post.posttype === 'movie'
  // The library is the device's, so the row is drawn only by the app: the kept place can be read here.
  const fraction = film && chapter !== undefined ? resumeFraction(filmResumeKey(post.id, chapter)) : undefined
  return (
    <AppLink className="post-card post-card--small" href={continuePath(language, post)}>
      <CoverImage image={post.feature} size="small" keep />
      <span className="post-card__title">{post.title}</span>
      {chapter === undefined ? null : (
        <span className="continue-row__where">
          {film ? <Trans>Episode {chapter}</Trans> : <Trans>Chapter {chapter}</Trans>}
        </span>
      )}
      {fraction === undefined ? null : <WatchedBar percent={Math.round(fraction * 100)} />}
    </AppLink>
  )
}

function WatchedBar({ percent }: { percent: number }) {
  return (
    <>
      <span className="visually-hidden">
        <Trans>{percent}% watched</Trans>
      </span>
      <span className="continue-row__progress" aria-hidden="true">
        <span style={{ inlineSize: `${percent}%` }} />
      </span>
    </>
  )
}
