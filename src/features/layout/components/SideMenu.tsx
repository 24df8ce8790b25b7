import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import type { Language } from '../../../shared/i18n/languages.ts'
import { isMenuOpenAtom } from '../../../shared/ui-atoms.ts'
import { SettingsMenuEntries } from '../../settings/components/SettingsMenuEntries.tsx'
import { useFocusTrap } from '../use-focus-trap.ts'
import { Icon } from './Icon.tsx'
import { NavMenu } from './NavMenu.tsx'

export const SIDE_MENU_ID = 'side-menu'

/**
 * The side menu: a drawer over the page on phones and tablets (focus kept inside, Escape or the
 * backdrop closes it), docked beside the page on a desktop, where there is room for it.
 */
export function SideMenu({ language, docked }: { language: Language; docked: boolean }) {
  const { t } = useLingui()
  const [isOpen, setOpen] = useAtom(isMenuOpenAtom)
  const modal = isOpen && !docked
  const ref = useRef<HTMLDivElement>(null)
  useFocusTrap(ref, modal, () => setOpen(false))

  const router = useRouter()
  // A drawer left open over the next page would hide it; choosing the page already shown counts too.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router, setOpen])
  // Only a drawer over the page is a dialog; docked, it is part of the page.
  const dialog = modal ? { role: 'dialog', 'aria-modal': true, 'aria-label': t`Menu` } : {}

  return (
    <>
      {modal ? (
        // Keyboards close the drawer with Escape or its button; the backdrop is for pointers only.
        // biome-ignore lint/a11y/useKeyWithClickEvents: see above
        // biome-ignore lint/a11y/noStaticElementInteractions: see above
        <div className="side-menu__backdrop" onClick={() => setOpen(false)} />
      ) : null}
      <div
        id={SIDE_MENU_ID}
        ref={ref}
        className={`side-menu${isOpen ? ' side-menu--open' : ''}`}
        {...dialog}
        tabIndex={-1}
      >
        {docked ? null : (
          <button
            type="button"
            className="icon-button side-menu__close"
            aria-label={t`Close menu`}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        )}
        <NavMenu language={language}>
          <SettingsMenuEntries language={language} />
        </NavMenu>
      </div>
    </>
  )
}
