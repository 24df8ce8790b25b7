import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PostCard as Post } from '../../../shared/api/schemas.ts'
import type { Language } from '../../../shared/i18n/languages.ts'
import { numberFormat } from '../../../shared/i18n/number-format.ts'

/** A post's facts in one line: categories, year, rating out of 10 (one decimal), views, episodes. */
export function PostMeta({ post, language }: { post: Post; language: Language }) {
  const { t } = useLingui()
  const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 })
  const oneDecimal = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const categories = post.categories
    .slice(0, 2)
    .map((category) => category.name)
    .join(', ')
  const year = post.release_year[0]?.name
  const rating = oneDecimal.format(post.rating_avg)
  const views = compact.format(post.views)
  const count = post.episode_total
  const parts = [
    categories,
    year,
    post.rating_count > 0 ? t`★ ${rating}/10` : null,
    t`${views} views`,
    count > 0 && post.posttype === 'movie' ? plural(count, { one: '# episode', other: '# episodes' }) : null,
    count > 0 && (post.posttype === 'comic' || post.posttype === 'novel')
      ? plural(count, { one: '# chapter', other: '# chapters' })
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
