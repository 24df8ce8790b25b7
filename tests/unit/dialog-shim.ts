/**
 * jsdom knows `<dialog>` and its `open` attribute but not showModal() and close(). These follow the
 * HTML standard's steps the app's Dialog relies on: opening focuses the first control (or the
 * dialog), Escape fires a cancelable `cancel` at the topmost modal and closes it unless cancelled,
 * and closing gives focus back to the element focused before it opened. (Inertness of the page
 * behind it is the browser's: the browser tests cover it.)
 */
const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]'
const modals: HTMLDialogElement[] = []
const openers = new WeakMap<HTMLDialogElement, Element | null>()

// Tests of scripts and rules run in Node, without a document: nothing to stand in for there.
if (typeof HTMLDialogElement !== 'undefined') installDialogShim()

function installDialogShim() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return
    openers.set(this, document.activeElement)
    this.open = true
    modals.push(this)
    const first = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable)
    ;(first ?? this).focus()
  }

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return
    this.open = false
    modals.splice(modals.indexOf(this), 1)
    const opener = openers.get(this)
    openers.delete(this)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    this.dispatchEvent(new Event('close'))
  }

  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1)
    if (event.key !== 'Escape' || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
