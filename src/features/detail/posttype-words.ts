import { useLingui } from '@lingui/react/macro'
import type { Posttype } from '../../contract/posttypes.ts'

/**
 * The detail page's words for what a post holds: a film has episodes and is watched, comics and
 * novels have chapters and are read (spec §2 gives the comics' words: 'Đọc truyện', 'Chương mới').
 */
export function usePosttypeWords(posttype: Posttype) {
  const { t } = useLingui()
  if (posttype === 'movie') {
    return {
      start: t({ message: 'Watch', context: 'detail button' }),
      newest: t`New episode`,
      continueAt: (n: number) => t`Continue episode ${n}`,
      listTitle: t`Episodes:`,
    }
  }
  return {
    start: t({ message: 'Read', context: 'detail button' }),
    newest: t`New chapter`,
    continueAt: (n: number) => t`Continue chapter ${n}`,
    listTitle: t`Chapters:`,
  }
}
