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
      done: t({ message: 'watched', context: 'episode mark' }),
      underway: (percent?: number) => (percent === undefined ? t`watching` : t`watching, ${percent}%`),
      markRange: t`Mark episodes`,
      markDone: t`Mark as watched`,
      markUndone: t`Mark as not watched`,
    }
  }
  return {
    start: t({ message: 'Read', context: 'detail button' }),
    newest: t`New chapter`,
    continueAt: (n: number) => t`Continue chapter ${n}`,
    listTitle: t`Chapters:`,
    done: t({ message: 'read', context: 'chapter mark' }),
    underway: (percent?: number) => (percent === undefined ? t`reading` : t`reading, ${percent}%`),
    markRange: t`Mark chapters`,
    markDone: t`Mark as read`,
    markUndone: t`Mark as unread`,
  }
}
