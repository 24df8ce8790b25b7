import { atom, useSetAtom } from 'jotai'
import { useEffect } from 'react'

/** The reader's bars are hidden: only the chapter is on screen. Kept from one chapter to the next. */
export const readerUiHiddenAtom = atom(false)

/** Leaving the reader brings the interface back: the next story opens with its bars. */
export function useResetInterfaceOnLeave() {
  const setHidden = useSetAtom(readerUiHiddenAtom)
  useEffect(() => () => setHidden(false), [setHidden])
}
