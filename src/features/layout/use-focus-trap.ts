import { type RefObject, useEffect, useRef } from 'react'

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

const focusablesIn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[hidden], [inert]') && getComputedStyle(element).display !== 'none',
  )

/** Open traps, innermost last: a dialog opened from the drawer owns the keyboard until it closes. */
const openTraps: HTMLElement[] = []

/**
 * While `active`, keeps keyboard focus inside the container (a drawer, a dialog): focus moves in,
 * Tab wraps around, Escape calls `onEscape`, and focus goes back where it was when it ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const onEscapeRef = useRef(onEscape)
  onEscapeRef.current = onEscape
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openTraps.push(container)
    ;(focusablesIn(container)[0] ?? container).focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (openTraps.at(-1) !== container) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscapeRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const focusables = focusablesIn(container)
      const first = focusables[0]
      const last = focusables.at(-1)
      if (!first || !last) return event.preventDefault()
      const outside = !container.contains(document.activeElement)
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openTraps.splice(openTraps.indexOf(container), 1)
      if (previous?.isConnected) previous.focus()
    }
  }, [ref, active])
}
