import { t } from '@lingui/core/macro'
import type { Language } from '../../contract/languages.ts'
import { postPagePath } from '../../contract/post-paths.ts'
import type { PostCard } from '../../contract/schemas/cards.ts'
import { showToast } from '../../shared/ui/toasts/toast-atoms.ts'

/** The post's own address (its detail page), whatever page the share button sits on. */
export const postUrl = (post: Pick<PostCard, 'posttype' | 'slug'>, language: Language) =>
  new URL(postPagePath(language, post.posttype, post.slug), window.location.origin).href

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * Spec §2: the device's share sheet. Where there is none, the link is copied and the toast says so;
 * where neither works, the failure is only logged (spec §8).
 */
export async function sharePost(post: PostCard, language: Language) {
  const url = postUrl(post, language)
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: post.title, url })
      return
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (isCancel(error)) return
    }
  }
  try {
    await navigator.clipboard.writeText(url)
    showToast({ kind: 'success', message: t`Link copied` })
  } catch (error) {
    console.info('Sharing is not supported on this device', error)
  }
}
