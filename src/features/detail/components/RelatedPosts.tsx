import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { PostCard } from '../../../shared/ui/PostCard.tsx'
import { relatedListHref } from '../links.ts'

/**
 * Spec §2 related posts: the server's label, its cards and a way to see more, or the empty texts.
 * They end the page, below the chapters and reviews: their covers come after the post's own.
 */
export function RelatedPosts({ language, detail }: { language: Language; detail: PostDetail }) {
  const { t } = useLingui()
  const { label, button, items } = detail.related_post
  const title = label || t`You may also like`
  if (items.length === 0) {
    return (
      <section className="detail-related" aria-labelledby="detail-related-title">
        <h2 id="detail-related-title" className="detail-section__title">
          <Trans>No lists available</Trans>
        </h2>
        <p className="detail-related__empty">
          <Trans>This list currently has no content.</Trans>
        </p>
      </section>
    )
  }
  return (
    <section className="detail-related" aria-labelledby="detail-related-title">
      <div className="detail-related__head">
        <h2 id="detail-related-title" className="detail-section__title">
          {title}
        </h2>
        <AppLink
          className="button button--secondary"
          href={relatedListHref(language, detail.posttype, detail.categories[0]?.slug)}
          aria-describedby="detail-related-title"
        >
          {button?.label || t`See more`}
        </AppLink>
      </div>
      <ul className="post-grid detail-related__items">
        {items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} language={language} size="small" later />
          </li>
        ))}
      </ul>
    </section>
  )
}
