import type { HeadPlace, PageHead } from '../../contract/head/page-head.ts'

/** A page's head from the definitions, at its place. */
export type PageHeadOf = (
  heads: typeof import('../../contract/head/page-head.ts'),
  place: HeadPlace,
) => PageHead | null | undefined
