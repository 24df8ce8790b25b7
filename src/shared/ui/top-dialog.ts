/**
 * The modal dialogs open now, the topmost last. While one is open the rest of the page is inert:
 * hidden from screen readers and out of reach. What must stay above everything (the notices) is
 * drawn inside the topmost one.
 */
let open: HTMLDialogElement[] = []
const listeners = new Set<() => void>()

export function dialogOpened(dialog: HTMLDialogElement) {
  open = [...open, dialog]
  for (const listener of listeners) listener()
  return () => {
    open = open.filter((other) => other !== dialog)
    for (const listener of listeners) listener()
  }
}

export const topDialog = (): HTMLDialogElement | null => open.at(-1) ?? null

export function subscribeTopDialog(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
