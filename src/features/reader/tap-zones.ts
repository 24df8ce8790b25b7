import type { MouseEvent } from 'react'
import type { Step } from './use-reader-keys.ts'

/**
 * Taps on the chapter: the left and right thirds move (the other way round when pages read right to
 * left), the centre shows or hides the interface. Taps on a control, or ending a text selection,
 * keep their own meaning.
 */
export function tapZonesHandler(
  step: (direction: Step) => void,
  toggleInterface: () => void,
  rtl: () => boolean,
) {
  return (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element
    if (target.closest('a, button, input, select, textarea, label')) return
    if (window.getSelection()?.isCollapsed === false) return
    const rect = event.currentTarget.getBoundingClientRect()
    const x = rect.width > 0 ? (event.clientX - rect.left) / rect.width : 0.5
    if (x < 1 / 3) step(rtl() ? 'forward' : 'back')
    else if (x > 2 / 3) step(rtl() ? 'back' : 'forward')
    else toggleInterface()
  }
}
