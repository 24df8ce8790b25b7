import type { ReactNode } from 'react'
import type { CARD_SIZES } from '../../contract/image-sizes.ts'
import type { Language } from '../../contract/languages.ts'
import { postPagePath } from '../../contract/post-paths.ts'
import type { PostCard as Post } from '../../contract/schemas/cards.ts'
import { AppLink } from './AppLink.tsx'
import { CoverImage } from './CoverImage.tsx'

interface PostCardProps {
  post: Post
  language: Language
  size?: keyof typeof CARD_SIZES
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean
  /** How wide the place shows the cover, when not at its card's width (COVER_SHOWN). */
  shown?: string
  /** Far below the first screen: the cover comes once the app has taken the page over (CoverImage). */
  later?: boolean
  /** Select mode (history, saved): the card toggles selection instead of navigating. */
  onSelect?: (post: Post) => void
  selected?: boolean
  /** A line under the title (history: where the reader is). */
  note?: ReactNode
}

/** A post's cover and title, linking to its detail page (spec §9: 300x420 large, 200x280 small). */
export function PostCard({
  post,
  language,
  size = 'large',
  eager,
  shown,
  later,
  onSelect,
  selected,
  note,
}: PostCardProps) {
  const body = (
    <>
      <CoverImage image={post.feature} size={size} eager={eager} shown={shown} later={later} />
      <span className="post-card__title">{post.title}</span>
      {note ? <span className="post-card__note">{note}</span> : null}
    </>
  )
  if (onSelect) {
    return (
      <button
        type="button"
        className={`post-card post-card--${size}`}
        aria-pressed={selected ?? false}
        onClick={() => onSelect(post)}
      >
        {body}
      </button>
    )
  }
  return (
    <AppLink
      className={`post-card post-card--${size}`}
      href={postPagePath(language, post.posttype, post.slug)}
      state={{ post }}
    >
      {body}
    </AppLink>
  )
}
