import { select } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard as Post } from '../../../contract/schemas/cards.ts'
import {
  formatCompact,
  formatInteger,
  formatOneDecimal,
  pluralCategory,
} from '../../../shared/i18n/number-format.ts'

/** A post's facts in one line: categories, year, rating out of 10 (one decimal), views, episodes. */
export function PostMeta({ post, language }: { post: Post; language: Language }) {
  const { t } = useLingui()
  const categories = post.categories
    .slice(0, 2)
    .map((category) => category.name)
    .join(', ')
  const year = post.release_year[0]?.name
  const rating = formatOneDecimal(language, post.rating_avg)
  const views = formatCompact(language, post.views)
  const count = post.episode_total
  // Not `plural` messages, which would build an Intl.NumberFormat before the first card is drawn
  // (see number-format.ts).
  const counted = formatInteger(language, count)
  const category = pluralCategory(language, count)
  const parts = [
    categories,
    year,
    post.rating_count > 0 ? t`★ ${rating}/10` : null,
    t`${views} views`,
    count > 0 && post.posttype === 'movie'
      ? select(category, { one: `${counted} episode`, other: `${counted} episodes` })
      : null,
    count > 0 && (post.posttype === 'comic' || post.posttype === 'novel')
      ? select(category, { one: `${counted} chapter`, other: `${counted} chapters` })
      : null,
  ].filter((part): part is string => Boolean(part))
  return (
    <span className="post-meta">
      {parts.map((part) => (
        <span key={part} className="post-meta__part">
          {part}
        </span>
      ))}
    </span>
  )
}
