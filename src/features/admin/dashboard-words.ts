import { useLingui } from '@lingui/react/macro'
import { usePostWords } from './post-words.ts'
import type { DashboardPage } from './site-api.ts'

/** The pages that have a dashboard, by the names a visitor knows them by. */
export function useDashboardPageNames(): Record<DashboardPage, string> {
  const { t } = useLingui()
  const words = usePostWords()
  return {
    index: t`Home`,
    movie: words.of('movie'),
    comic: words.of('comic'),
    novel: words.of('novel'),
    game: words.of('game'),
    search: t`Search`,
  }
}
