/** The smallest target a finger hits reliably (WCAG 2.5.5, the platforms' guidelines): 44 × 44 CSS px. */
export const MIN = 44

/**
 * Runs in the page: every visible interactive element smaller than MIN either way, named by its tag,
 * class and text. What counts as one target:
 * - a, button, input, select, summary, [role=button] and anything in the tab order ([tabindex] other
 *   than -1: a tabindex of -1 only lets the page move the focus there, as on the main column);
 * - a checkbox or radio is hit through the label around it (a tap anywhere on it ticks the box),
 *   and so is a control hidden from sight (a visually hidden radio): the label is measured instead;
 * - what sits off the page until it has the focus (the skip link) is not there to be touched;
 * - the WCAG inline exception: a link inside a paragraph of running text (a `p` with words of its
 *   own besides its links) is sized by the line it sits in, and is left out.
 */
export const smallTargets = (min: number) => {
  const selector =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])'
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).join('.')
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)
    const type = element.getAttribute('type')
    return `${element.tagName.toLowerCase()}${type ? `[type=${type}]` : ''}${classes ? `.${classes}` : ''} "${label}"`
  }
  const inRunningText = (element: Element) => {
    if (element.tagName !== 'A') return false
    const paragraph = element.closest('p')
    if (!paragraph) return false
    const copy = paragraph.cloneNode(true) as Element
    for (const link of copy.querySelectorAll('a')) link.remove()
    return /\p{L}/u.test(copy.textContent ?? '')
  }
  const found: string[] = []
  const seen = new Set<Element>()
  for (const control of document.querySelectorAll(selector)) {
    if (inRunningText(control)) continue
    let target: Element = control
    let rect = control.getBoundingClientRect()
    const checkable = control.matches('input[type="checkbox"], input[type="radio"]')
    if (checkable || rect.width <= 1 || rect.height <= 1) {
      const label = control.closest('label')
      if (label) {
        target = label
        rect = label.getBoundingClientRect()
      } else if (!checkable) continue
    }
    if (rect.right <= 0 || rect.bottom <= -window.scrollY) continue
    if (seen.has(target)) continue
    seen.add(target)
    if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    if (rect.width === 0 || rect.height === 0) continue
    // A hit area drawn by ::before or ::after (a dot kept small) counts as the element's own.
    const area = (['::before', '::after'] as const).reduce(
      (size, pseudo) => {
        const style = getComputedStyle(target, pseudo)
        if (style.content === 'none' || style.position !== 'absolute') return size
        return {
          width: Math.max(size.width, Number.parseFloat(style.width) || 0),
          height: Math.max(size.height, Number.parseFloat(style.height) || 0),
        }
      },
      { width: rect.width, height: rect.height },
    )
    // Half a pixel of rounding (a 43.99 px line box) is no smaller target.
    if (area.width + 0.5 < min || area.height + 0.5 < min)
      found.push(`${describe(target)}: ${Math.round(area.width)}×${Math.round(area.height)}`)
  }
  return [...new Set(found)]
}
