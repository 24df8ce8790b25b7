import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { factsOf } from '../../../contract/schemas/facts.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { AgeRatingFact } from '../facts/AgeRatingFact.tsx'
import { BookFacts } from '../facts/BookFacts.tsx'
import { CreditFacts } from '../facts/CreditFacts.tsx'
import { categoryHref } from '../links.ts'
import { Description } from './Description.tsx'
import { Fact } from './Fact.tsx'
import { PeopleLinks } from './PeopleLinks.tsx'

interface InfoBlockProps {
  language: Language
  post: PostCard
  detail: PostDetail | undefined
}

/**
 * Spec §2 info block: release date, categories, director and actors for a film, the author for a
 * comic or novel ('N/A' when none), description. A game names no one.
 */
export function InfoBlock({ language, post, detail }: InfoBlockProps) {
  const { t } = useLingui()
  const releases = post.release_year.map((release) => release.name).join(', ')
  const facts = factsOf(detail?.facts)
  const rated = detail?.age_rating ?? 0
  return (
    <section className="detail-info" aria-labelledby="detail-info-title">
      <h2 id="detail-info-title" className="detail-section__title">
        <Trans>Information</Trans>
      </h2>
      <dl className="detail-info__facts">
        <Fact label={t`Release date`}>{releases || <NotAvailable />}</Fact>
        <Fact label={t`Categories`}>
          {post.categories.length === 0 ? (
            <NotAvailable />
          ) : (
            <Links
              items={post.categories.map((c) => ({
                key: c.id,
                name: c.name,
                href: categoryHref(language, post.posttype, c.slug),
              }))}
            />
          )}
        </Fact>
        {/* Credits come with the detail: until then they are left out rather than called missing. */}
        {detail && post.posttype === 'movie' ? (
          <>
            <Fact label={t`Director`}>
              {detail.directors.length === 0 ? (
                <NotAvailable />
              ) : (
                <PeopleLinks language={language} people={detail.directors} />
              )}
            </Fact>
            <Fact label={t`Actors`}>
              {detail.actors.length === 0 ? (
                <NotAvailable />
              ) : (
                <PeopleLinks language={language} people={detail.actors} />
              )}
            </Fact>
          </>
        ) : null}
        {post.posttype === 'comic' || post.posttype === 'novel' ? (
          <Fact label={t`Author`}>
            {/* Each credited author links to their page; an author line credited to no one is its text. */}
            {detail && detail.authors.length > 0 ? (
              <PeopleLinks language={language} people={detail.authors} />
            ) : (
              post.author || <NotAvailable />
            )}
          </Fact>
        ) : null}
        {/* Its words load on their own (facts-messages.ts): the other facts do not wait for them. */}
        {detail && (detail.artists.length > 0 || detail.studios.length > 0) ? (
          <CreditFacts language={language} artists={detail.artists} studios={detail.studios} />
        ) : null}
        {/* The site's own rating is a badge: what the metadata said of it is not repeated. */}
        {facts ? (
          <BookFacts language={language} facts={rated ? { ...facts, age_rating: null } : facts} />
        ) : null}
        {rated ? <AgeRatingFact rating={rated} /> : null}
      </dl>
      {post.description ? <Description text={post.description} /> : null}
    </section>
  )
}

function NotAvailable() {
  return <Trans comment="Shown for a missing fact, e.g. no actors">N/A</Trans>
}

function Links({ items }: { items: { key: number; name: string; href: string }[] }) {
  return (
    <ul className="detail-info__links">
      {items.map((item) => (
        <li key={item.key}>
          <AppLink href={item.href}>{item.name}</AppLink>
        </li>
      ))}
    </ul>
  )
}
