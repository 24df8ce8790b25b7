import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { InstallMenuEntry } from '../../src/features/install/components/InstallMenuEntry.tsx'
import { InstallPanel } from '../../src/features/install/components/InstallPanel.tsx'
import { isIos } from '../../src/features/install/install-offer.ts'
import {
  installPromptAtom,
  isInstalledAtom,
  watchInstallPrompt,
} from '../../src/features/install/install-prompt.ts'
import { activateLanguage } from '../../src/shared/i18n/activate.ts'
import { store } from '../../src/shared/store.ts'
import { renderWithApp } from './dashboard-setup.tsx'
import { openSideMenu, renderLayout, stubApi } from './layout-setup.tsx'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** Chromium's offer, as the page receives it; `answer` is what the person chooses. */
function offerInstall(answer: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: answer, platform: 'web' }),
  })
  act(() => void window.dispatchEvent(event))
  return event
}

beforeAll(() => watchInstallPrompt())
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  stubApi()
})
afterEach(() => {
  cleanup()
  store.set(installPromptAtom, null)
  store.set(isInstalledAtom, false)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const sideMenu = async () => (await openSideMenu('Menu chính')).parentElement!

describe('installing the app', () => {
  it("offers no install entry until the browser does, then shows the browser's dialog from the menu", async () => {
    await renderLayout('/vi')
    const menu = await sideMenu()
    expect(within(menu).queryByRole('button', { name: 'Cài ứng dụng' })).toBeNull()
    expect(within(menu).getByRole('link', { name: 'Cài đặt' }).getAttribute('href')).toBe('/vi/settings')

    const offer = offerInstall('accepted')
    expect(offer.defaultPrevented).toBe(true)
    fireEvent.click(await within(menu).findByRole('button', { name: 'Cài ứng dụng' }))
    expect(offer.prompt).toHaveBeenCalledOnce()
    await act(() => offer.userChoice)
    expect(within(menu).queryByRole('button', { name: 'Cài ứng dụng' })).toBeNull()
    expect(store.get(isInstalledAtom)).toBe(true)
  })

  it('uses the offer once: after a refusal the button goes until the browser offers again', async () => {
    await renderLayout('/vi')
    const menu = await sideMenu()
    const offer = offerInstall('dismissed')
    fireEvent.click(await within(menu).findByRole('button', { name: 'Cài ứng dụng' }))
    await act(() => offer.userChoice)
    expect(within(menu).queryByRole('button', { name: 'Cài ứng dụng' })).toBeNull()
    expect(store.get(isInstalledAtom)).toBe(false)
  })

  it("tells iPhone and iPad users how to add it to the home screen, Safari's way", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI)
    await renderLayout('/vi')
    const menu = await sideMenu()
    fireEvent.click(within(menu).getByText('Thêm vào Màn hình chính'))
    expect(within(menu).getByText("Chọn 'Thêm vào MH chính'.")).toBeTruthy()
    expect(isIos(IPHONE_SAFARI, 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe(true)
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe(false)
  })

  it('says so in settings once the app is installed', async () => {
    await renderWithApp(
      () => (
        <JotaiProvider store={store}>
          <InstallPanel />
        </JotaiProvider>
      ),
      'vi',
    )
    expect(screen.getByText(/Trình duyệt này không cho cài Mọt từ đây/)).toBeTruthy()
    offerInstall('accepted')
    expect(await screen.findByRole('button', { name: 'Cài ứng dụng' })).toBeTruthy()
    act(() => void window.dispatchEvent(new Event('appinstalled')))
    expect(screen.getByText('Mọt đã được cài đặt trên thiết bị này.')).toBeTruthy()
  })
})

describe('an offer that comes before the app takes over the menu the server drew', () => {
  // The docked menu's entries are taken over after the rest of the page: the offer can come between.
  it('keeps the drawn menu through the takeover, then shows the button', async () => {
    await activateLanguage('vi')
    const entry = () => (
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <ul>
            <InstallMenuEntry />
          </ul>
        </I18nProvider>
      </JotaiProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(entry())
    document.body.append(container)
    // Chromium's offer arrives after the page is drawn and before React has taken it over.
    offerInstall('accepted')
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, entry(), { onRecoverableError: (error) => mismatches.push(error) })
    })
    await waitFor(() => expect(within(container).getByRole('button', { name: 'Cài ứng dụng' })).toBeTruthy())
    expect(mismatches).toEqual([])
  })
})
