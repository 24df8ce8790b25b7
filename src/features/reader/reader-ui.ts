import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'

/** The reader's bars are hidden: only the chapter is on screen. Kept from one chapter to the next. */
export const readerUiHiddenAtom = atom(false)

/**
 * While the reader's interface is hidden, so are the site's header and bottom bar (they are marked
 * on the root element, which the reader's styles read); any other page gets them back.
 */
export function useImmersive() {
  const hidden = useAtomValue(readerUiHiddenAtom)
  useEffect(() => {
    const root = document.documentElement
    if (hidden) root.dataset.readerUi = 'hidden'
    else delete root.dataset.readerUi
    return () => {
      delete root.dataset.readerUi
    }
  }, [hidden])
  return hidden
}

/** Leaving the reader brings the interface back: the next story opens with its bars. */
export function useResetInterfaceOnLeave() {
  const setHidden = useSetAtom(readerUiHiddenAtom)
  useEffect(() => () => setHidden(false), [setHidden])
}
