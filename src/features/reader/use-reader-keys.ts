import { useEffect, useRef } from 'react'

export type Step = 'forward' | 'back'

export const typingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

const pressable = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('button, a[href], summary') !== null

/**
 * The reader's keys: Page Down and Space step forward, Page Up and Shift+Space back, the arrows by
 * the reading direction. Keys typed into a field, or used on a focused button, keep their own use.
 */
export function useReaderKeys(onStep: (step: Step) => void, rtl: () => boolean, enabled: boolean) {
  const latest = useRef({ onStep, rtl })
  latest.current = { onStep, rtl }
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      if (typingTarget(event.target)) return
      // A dialog open over the reader (the site menu, a sheet) keeps the keys for itself.
      if (document.querySelector('dialog[open]')) return
      const step = stepOf(event, latest.current.rtl())
      if (!step) return
      if (event.key === ' ' && pressable(event.target)) return
      event.preventDefault()
      latest.current.onStep(step)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}

function stepOf(event: KeyboardEvent, rtl: boolean): Step | null {
  switch (event.key) {
    case 'PageDown':
      return 'forward'
    case 'PageUp':
      return 'back'
    case ' ':
      return event.shiftKey ? 'back' : 'forward'
    case 'ArrowRight':
      return rtl ? 'back' : 'forward'
    case 'ArrowLeft':
      return rtl ? 'forward' : 'back'
    default:
      return null
  }
}
