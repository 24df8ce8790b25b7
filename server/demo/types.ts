import type { AgeRating } from '../../src/contract/age-ratings.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import type { PageSize } from '../../src/contract/schemas/chapters.ts'
import type { ChapterContent, Localized, Subtitle, VideoSource } from '../db/schema.ts'
import type { Look } from './svg.ts'

/** How a post's daily views are spread over the last month, so trending and all-time rankings differ. */
export type Trend = 'rising' | 'steady' | 'fading'

export interface DemoChapter {
  title: Localized
  source?: VideoSource[] | null
  /** A film episode's captions (WebVTT), one file a language. */
  subtitles?: Subtitle[]
  /** A film episode's opening titles, in seconds from its start. */
  intro?: { start: number; end: number }
  content?: Localized<ChapterContent> | null
  /** A comic chapter's page sizes, in the order of its pages. */
  pageSizes?: PageSize[]
}

export interface DemoPost {
  slug: string
  posttype: Posttype
  title: Localized
  description: Localized
  /** Category slugs of the post's type. */
  categories: string[]
  releaseYear: number
  /** Its age rating (src/contract/age-ratings.ts): all ages when left out. */
  ageRating?: AgeRating
  author?: string
  playUrl?: string
  /** Who drew a comic. */
  artists?: string[]
  directors?: string[]
  actors?: string[]
  studios?: string[]
  look: Look
  /** 1 (niche) to 10 (a hit): scales ratings, likes and views. */
  popularity: number
  trend: Trend
  /** Days since the post was added; its last chapter came a little later. */
  ageDays: number
  chapters: DemoChapter[]
}

export interface DemoCategory {
  slug: string
  name: Localized
}

/** A file the seed writes into the media root: its path there and its text. */
export interface MediaFile {
  path: string
  body: string
}

export interface DemoSection {
  posts: DemoPost[]
  files: MediaFile[]
}

/** A demo comic: its chapters are made from their count, names and page counts. */
export type Comic = Omit<DemoPost, 'posttype' | 'chapters'> & {
  chapterCount: number
  /** Names of the first chapters; the rest are only numbered. */
  names?: Localized[]
  /** Fewest and most pages a chapter has. */
  pages?: [number, number]
}
