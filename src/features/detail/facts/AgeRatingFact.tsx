import { useLingui } from '@lingui/react/macro'
import { Fact } from '../components/Fact.tsx'
import { useFactsMessages } from './facts-messages.ts'

/**
 * Who a post is for, when it is not for all ages: a small 13+, 16+ or 18+ badge, said in words to a
 * screen reader. Its words are the facts' (facts-messages.ts), which load after the first screen.
 */
export function AgeRatingFact({ rating }: { rating: number }) {
  const { t } = useLingui()
  return useFactsMessages() ? (
    <Fact label={t`Age rating`}>
      <span className="detail-rating" aria-hidden="true">
        {rating}+
      </span>
      <span className="visually-hidden">{t`For ages ${rating} and over`}</span>
    </Fact>
  ) : null
}
