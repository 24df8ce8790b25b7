/** Where the menu's entries will be, while they load (hidden from screen readers: nothing to read). */
export const MenuOutline = () => <div className="side-menu__skeleton" aria-hidden="true" />
