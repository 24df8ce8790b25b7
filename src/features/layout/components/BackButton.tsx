import { useLingui } from '@lingui/react/macro'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { Icon } from './Icon.tsx'

/** Back where the reader came from; opened from a link or a bookmark, up to the page's parent. */
export function BackButton({ parent }: { parent: string }) {
  const { t } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const goBack = () => {
    if (canGoBack) router.history.back()
    else router.navigate({ href: parent })
  }
  return (
    <button type="button" className="icon-button" aria-label={t`Back`} onClick={goBack}>
      <Icon name="back" />
    </button>
  )
}
