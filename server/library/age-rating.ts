import type { AgeRating } from '../../src/contract/age-ratings.ts'

/*
 * A post's age rating from what its files say (issue 50; docs/library.md, "Age ratings"): ComicInfo's
 * `AgeRating`, an EPUB's rating meta. Each value goes to the youngest of the site's ratings it is
 * meant for, rounded up where it falls between two (10+ is 13+, 15+ and 17+ are 16+ and 18+), so a
 * limit never lets through what the file says is older. Unknown and pending say nothing: the post
 * keeps the rating it has (all ages when new).
 */

/** ComicInfo.xml's AgeRating values (ComicInfo v2.1 schema), by their lower-cased text. */
export const comicInfoAgeRatings: Record<string, AgeRating | undefined> = {
  unknown: undefined,
  'rating pending': undefined,
  'early childhood': 0,
  everyone: 0,
  g: 0,
  'kids to adults': 0,
  'everyone 10+': 13,
  pg: 13,
  teen: 13,
  'ma15+': 16,
  m: 16,
  'mature 17+': 18,
  'r18+': 18,
  'adults only 18+': 18,
  'x18+': 18,
}

/** Words other sources use (an EPUB's `schema:contentRating`, a film board's marks). */
const otherWords: Record<string, AgeRating> = {
  'all ages': 0,
  'mọi lứa tuổi': 0,
  e: 0,
  'pg-13': 13,
  t: 13,
  mature: 18,
  adult: 18,
  adults: 18,
  'adults only': 18,
  ao: 18,
  r: 18,
  'nc-17': 18,
  explicit: 18,
}

/**
 * The rating a metadata text says, or undefined when it says none the site knows: ComicInfo's words,
 * the words above, or an age (`16`, `16+`, `T16`, `Age 12+`), rounded up to the next rating.
 */
export function ageRatingOfText(text: string | null | undefined): AgeRating | undefined {
  if (!text) return undefined
  const word = text.trim().toLowerCase().replace(/\s+/g, ' ')
  if (word in comicInfoAgeRatings) return comicInfoAgeRatings[word]
  if (word in otherWords) return otherWords[word]
  const age = /^(?:[a-z]+\s?)?(\d{1,2})\s?\+?$/.exec(word)?.[1]
  if (age === undefined) return undefined
  const years = Number(age)
  if (years <= 0) return 0
  if (years <= 13) return years <= 6 ? 0 : 13
  if (years <= 16) return 16
  return 18
}

/** The post's rating as the library gives it: nothing when its files say none. */
export const optionalRating = (rating: AgeRating | undefined) =>
  rating === undefined ? {} : { ageRating: rating }
