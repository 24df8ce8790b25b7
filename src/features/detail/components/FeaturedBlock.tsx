import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { COVER_SHOWN } from '../../../contract/image-sizes.ts'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { formatInteger, formatOneDecimal } from '../../../shared/i18n/number-format.ts'
import { CoverImage } from '../../../shared/ui/CoverImage.tsx'
import { PostActions } from '../../actions/index.ts'

interface FeaturedBlockProps {
  language: Language
  post: PostCard
  detail: PostDetail | undefined
  /** What opens the post: chapter buttons, or a game's play button. */
  buttons: ReactNode
}

/** Spec §2 featured block: cover, title, tags, counts, rating out of 10, buttons and actions. */
export function FeaturedBlock({ language, post, detail, buttons }: FeaturedBlockProps) {
  const { t } = useLingui()
  // Written without Intl.NumberFormat, whose first use holds the page's first draw (number-format.ts).
  const rating = formatOneDecimal(language, post.rating_avg)
  return (
    <section className="detail-featured" aria-labelledby="detail-title">
      <div className="detail-featured__cover">
        <CoverImage image={post.feature} size="large" first shown={COVER_SHOWN.featured} alt={post.title} />
      </div>
      <div className="detail-featured__body">
        <h1 id="detail-title" className="detail-featured__title">
          {post.title}
        </h1>
        {post.categories.length > 0 ? (
          <ul className="detail-tags" aria-label={t({ message: 'Tags', context: 'detail' })}>
            {post.categories.map((category) => (
              <li key={category.id} className="detail-tag">
                {category.name}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="detail-stats">
          {post.posttype === 'game' ? null : (
            <div>
              <dt>
                {post.posttype === 'movie' ? (
                  <Trans context="detail count">Episodes</Trans>
                ) : (
                  <Trans context="detail count">Chapters</Trans>
                )}
              </dt>
              <dd>{formatInteger(language, post.episode_total)}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans context="detail count">Likes</Trans>
            </dt>
            <dd>{formatInteger(language, post.like_count)}</dd>
          </div>
          <div>
            <dt>
              <Trans context="detail count">Rating</Trans>
            </dt>
            <dd>
              <Trans>{rating}/10</Trans>
            </dd>
          </div>
        </dl>
        <div className="detail-featured__buttons">{buttons}</div>
        {detail ? <PostActions post={detail} language={language} /> : null}
      </div>
    </section>
  )
}
