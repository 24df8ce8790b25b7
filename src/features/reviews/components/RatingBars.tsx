import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { formatInteger, formatOneDecimal } from '../../../shared/i18n/number-format.ts'
import { ratingsQueryOptions } from '../reviews-query.ts'

/**
 * How a post was rated, beside its mean: a row a number of stars, 10 first, its count written and
 * drawn as a bar of the largest count's length. A table, so a screen reader reads each row's count
 * by its stars; the bars are only drawn. Nothing until someone has rated it.
 */
export function RatingBars({ language, detail }: { language: Language; detail: PostDetail }) {
  const { t } = useLingui()
  const ratings = useQuery(ratingsQueryOptions(language, detail))
  const data = ratings.data
  if (!data || data.rating_count === 0) return null
  const most = Math.max(...data.counts)
  const rows = data.counts.map((count, i) => ({ stars: i + 1, count })).reverse()
  const mean = formatOneDecimal(language, data.rating_avg)
  const count = formatInteger(language, data.rating_count)
  return (
    <figure className="rating-bars">
      <figcaption className="rating-bars__mean">
        <span className="rating-bars__score">
          <Trans>{mean}/10</Trans>
        </span>{' '}
        <span className="rating-bars__count">
          <Trans>{count} ratings</Trans>
        </span>
      </figcaption>
      <table className="rating-bars__table">
        <caption className="visually-hidden">
          <Trans>Ratings by number of stars</Trans>
        </caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">
              <Trans>Stars</Trans>
            </th>
            <th scope="col">
              <Trans>Ratings</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ stars, count: given }) => (
            <tr key={stars}>
              <th scope="row" className="rating-bars__stars">
                <span aria-hidden="true">{stars}★</span>
                <span className="visually-hidden">{t`${stars} stars`}</span>
              </th>
              <td className="rating-bars__value">
                <span
                  className="rating-bars__bar"
                  aria-hidden="true"
                  style={{ inlineSize: `${most ? (given / most) * 100 : 0}%` }}
                />
                <span className="rating-bars__given">{formatInteger(language, given)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
