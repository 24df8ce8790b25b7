import 'fake-indexeddb/auto'
import { createRoute } from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { clear, createStore, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PushDevice, PushSettings } from '../../src/contract/schemas/push.ts'
import { logout } from '../../src/features/layout/logout.ts'
import { minutesOf, timeOf } from '../../src/features/push/components/PushSettingsForm.tsx'
import { PushOffer } from '../../src/features/push/index.ts'
import { Route as NotificationsRoute } from '../../src/routes/$lang/user/notifications.tsx'
import { tokenAtom, userAtom } from '../../src/shared/auth-atoms.ts'
import { store } from '../../src/shared/store.ts'
import { type ApiCall, ok, stubFetch } from './api-stub.ts'
import { mountRoute, renderAppRoutes } from './app-routes.tsx'

/*
 * Push notifications in the app (issue 49): the offer after a follow, which asks for permission only
 * when its button is pressed, and the settings page. The browser's Notification, Push API and service
 * worker registration are stand-ins here; the real ones are driven in tests/e2e/push.spec.ts.
 */

const PUBLIC_KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, n) => (n === 0 ? 4 : n))).toString(
  'base64url',
)
const ENDPOINT = 'https://push.example.org/send/abc'
const KEYS = { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) }

/** The browser as a test sets it: push there or not, the permission, a subscription or none. */
interface FakeBrowser {
  permission: NotificationPermission
  /** What the permission question is answered. */
  answer: NotificationPermission
  subscribed: boolean
  requestPermission: ReturnType<typeof vi.fn>
  subscribe: ReturnType<typeof vi.fn>
  unsubscribe: ReturnType<typeof vi.fn>
}

function fakeBrowser({
  push = true,
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
} = {}): FakeBrowser {
  const browser: FakeBrowser = {
    permission,
    answer,
    subscribed,
    requestPermission: vi.fn(async () => {
      browser.permission = browser.answer
      return browser.answer
    }),
    subscribe: vi.fn(async () => {
      browser.subscribed = true
      return subscription
    }),
    unsubscribe: vi.fn(async () => {
      browser.subscribed = false
      return true
    }),
  }
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: browser.unsubscribe,
  }
  const registration = {
    pushManager: {
      getSubscription: async () => (browser.subscribed ? subscription : null),
      subscribe: browser.subscribe,
    },
  }
  const fakeNotification = {
    get permission() {
      return browser.permission
    },
    requestPermission: browser.requestPermission,
  }
  vi.stubGlobal('Notification', fakeNotification)
  if (push) vi.stubGlobal('PushManager', class {})
  else Reflect.deleteProperty(window, 'PushManager')
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration },
    configurable: true,
  })
  return browser
}

const device = (id: number, fields: Partial<PushDevice> = {}): PushDevice => ({
  id,
  browser: 'Chrome 131',
  system: 'Android',
  mobile: true,
  created_at: '2026-11-20T08:00:00.000Z',
  last_sent_at: null,
  ...fields,
})

/** The push calls as the server answers them, with its devices and settings kept here. */
function stubPush(devices: PushDevice[] = [], settings?: PushSettings) {
  let saved: PushSettings = settings ?? {
    enabled: true,
    lists: ['reading', 'plan', 'completed', 'on_hold', 'dropped', 'rereading'],
    quiet_start: null,
    quiet_end: null,
    time_zone: null,
  }
  return stubFetch(({ method, path, body }: ApiCall) => {
    if (path === '/auth/csrf_create/')
      return ok({ csrf_token: 'csrf-token', device_id: 'device-1', expires_at: '2099-01-01T00:00:00.000Z' })
    if (path === '/push/key/') return ok({ public_key: PUBLIC_KEY })
    if (path === '/push/devices/' && method === 'GET') return ok(devices)
    if (path === '/push/devices/' && method === 'POST') {
      const made = device(41, { browser: 'Firefox 133', system: 'Linux', mobile: false })
      devices.unshift(made)
      return ok(made)
    }
    const remove = /^\/push\/devices\/(\d+)\/remove\/$/.exec(path)
    if (remove && method === 'POST') {
      const id = Number(remove[1])
      devices.splice(
        devices.findIndex((one) => one.id === id),
        1,
      )
      return ok({ id, removed: true })
    }
    if (path === '/auth/logout') return ok({ message: 'Logged out' })
    if (path === '/push/settings/' && method === 'GET') return ok(saved)
    if (path === '/push/settings/' && method === 'POST') {
      const { csrf_token: _token, ...next } = JSON.parse(body)
      saved = next
      return ok(saved)
    }
    return undefined
  }).calls
}

const posts = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => [call.path, JSON.parse(call.body || 'null')] as const)

async function renderOffer(language: 'vi' | 'en' = 'en') {
  const closed = vi.fn()
  await act(() =>
    renderAppRoutes({
      entries: [`/${language}/followed`],
      routes: (parent) => [
        createRoute({
          getParentRoute: () => parent,
          path: 'followed',
          component: () => <PushOffer language={language} onClose={closed} />,
        }),
        mountRoute(NotificationsRoute, parent, 'user/notifications'),
      ],
    }),
  )
  return closed
}

async function renderSettings(language: 'vi' | 'en' = 'en') {
  await act(() =>
    renderAppRoutes({
      entries: [`/${language}/user/notifications`],
      routes: (parent) => [mountRoute(NotificationsRoute, parent, 'user/notifications')],
    }),
  )
}

/** Lets what the offer checks before it shows (the browser, the stored dismissal, the key) settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

beforeEach(async () => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  localStorage.clear()
  await clear(createStore('mot-push', 'push'))
  store.set(tokenAtom, 'member-token')
  store.set(userAtom, { id: 1, name: 'Lan Anh', email: 'lan@example.org', role: 'member' })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Reflect.deleteProperty(window, 'PushManager')
  store.set(tokenAtom, null)
  store.set(userAtom, null)
})

describe('the offer after a follow', () => {
  it('asks for permission only when its button is pressed, then subscribes and tells the server', async () => {
    const browser = fakeBrowser()
    const calls = stubPush()
    await renderOffer('en')
    const offer = await screen.findByRole('region', { name: 'Be told of new chapters' })
    // Shown, and nothing asked of the browser yet.
    expect(browser.requestPermission).not.toHaveBeenCalled()
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(within(offer).getByRole('link', { name: 'notification settings' }).getAttribute('href')).toBe(
      '/en/user/notifications',
    )
    fireEvent.click(within(offer).getByRole('button', { name: 'Turn on notifications' }))
    // Asked in the click's own handler, before anything was awaited.
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    await within(offer).findByText('Notifications are on for this device.')
    expect(browser.subscribe).toHaveBeenCalledTimes(1)
    const { userVisibleOnly, applicationServerKey } = browser.subscribe.mock.calls[0]![0]
    expect(userVisibleOnly).toBe(true)
    expect(Buffer.from(applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY)
    expect(posts(calls)).toEqual([
      ['/push/devices/', { endpoint: ENDPOINT, keys: KEYS, csrf_token: 'csrf-token' }],
    ])
  })

  it('says so when the browser blocks notifications at the question', async () => {
    const browser = fakeBrowser({ answer: 'denied' })
    const calls = stubPush()
    await renderOffer('vi')
    const offer = await screen.findByRole('region', { name: 'Nhận thông báo chương mới' })
    fireEvent.click(within(offer).getByRole('button', { name: 'Bật thông báo' }))
    expect((await within(offer).findByRole('alert')).textContent).toContain(
      'Thông báo của trang này đang bị chặn',
    )
    expect(browser.subscribe).not.toHaveBeenCalled()
    expect(posts(calls)).toEqual([])
  })

  it('is turned down for good on this device with “Not now”', async () => {
    fakeBrowser()
    stubPush()
    const closed = await renderOffer('en')
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('region', { name: 'Be told of new chapters' })).toBeNull()
    expect(closed).toHaveBeenCalledTimes(1)
    cleanup()
    await renderOffer('en')
    await settle()
    expect(screen.queryByRole('region', { name: 'Be told of new chapters' })).toBeNull()
  })

  it.each([
    ['a visitor', () => store.set(tokenAtom, null), {}],
    ['a browser without push', () => {}, { push: false }],
    ['notifications blocked', () => {}, { permission: 'denied' as const }],
    ['notifications on already', () => {}, { permission: 'granted' as const, subscribed: true }],
  ])('is not shown to %s', async (_case, arrange, browserSetup) => {
    const browser = fakeBrowser(browserSetup)
    stubPush()
    arrange()
    await renderOffer('en')
    await settle()
    expect(screen.queryByRole('region', { name: 'Be told of new chapters' })).toBeNull()
    expect(browser.requestPermission).not.toHaveBeenCalled()
  })
})

describe('the notifications page', () => {
  it('turns notifications on for this device, lists the devices, and removes one', async () => {
    const browser = fakeBrowser()
    const devices = [device(7, { last_sent_at: '2026-11-27T09:15:00.000Z' })]
    const calls = stubPush(devices)
    await renderSettings('en')
    const here = await screen.findByRole('region', { name: 'This device' })
    await within(here).findByText('Notifications are off on this device.')
    expect(browser.requestPermission).not.toHaveBeenCalled()
    const list = screen.getByRole('region', { name: 'Devices that receive notifications' })
    await within(list).findByText('Chrome 131 on Android')

    fireEvent.click(within(here).getByRole('button', { name: 'Turn on notifications on this device' }))
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    await within(here).findByText('Notifications are on for this device.')
    // The new device is listed, marked as this one.
    const mine = (await within(list).findByText('Firefox 133 on Linux')).closest('li')!
    await within(mine).findByText('This device')

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Chrome 131 on Android' }))
    await within(list).findByText('Chrome 131 on Android no longer receives notifications.')
    expect(posts(calls)).toContainEqual(['/push/devices/7/remove/', { csrf_token: 'csrf-token' }])
    // Removing this browser's own device forgets its subscription too.
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Firefox 133 on Linux' }))
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalledTimes(1))
    await within(here).findByText('Notifications are off on this device.')
  })

  it('offers to turn on again a subscription the server no longer sends to (removed from another device)', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true })
    const calls = stubPush([device(7)])
    await renderSettings('en')
    const here = await screen.findByRole('region', { name: 'This device' })
    fireEvent.click(await within(here).findByRole('button', { name: 'Turn on notifications on this device' }))
    await within(here).findByText('Notifications are on for this device.')
    expect(posts(calls)).toEqual([
      ['/push/devices/', { endpoint: ENDPOINT, keys: KEYS, csrf_token: 'csrf-token' }],
    ])
    expect(browser.subscribe).toHaveBeenCalledTimes(1)
  })

  it('saves what is told and when: on or off, the reading lists, quiet hours in this device’s time zone', async () => {
    fakeBrowser({ permission: 'granted', subscribed: true })
    const calls = stubPush([device(7)])
    await renderSettings('en')
    const form = await screen.findByRole('region', { name: 'What you are told of' })
    const dropped = await within(form).findByRole('checkbox', { name: 'Dropped' })
    fireEvent.click(dropped)
    fireEvent.click(within(form).getByRole('checkbox', { name: 'On hold' }))
    fireEvent.click(
      within(form).getByRole('checkbox', { name: 'Hold notifications at night, or whenever you choose' }),
    )
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '23:30' } })
    fireEvent.change(within(form).getByLabelText('Until'), { target: { value: '06:45' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
    await within(form).findByText('Your settings are saved.')
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(posts(calls)).toEqual([
      [
        '/push/settings/',
        {
          enabled: true,
          lists: ['reading', 'plan', 'completed', 'rereading'],
          quiet_start: 23 * 60 + 30,
          quiet_end: 6 * 60 + 45,
          time_zone: timeZone,
          csrf_token: 'csrf-token',
        },
      ],
    ])
  })

  it('says what to do when the browser has no push (on an iPhone: install first) or blocks it', async () => {
    fakeBrowser({ push: false })
    stubPush()
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    )
    await renderSettings('vi')
    const here = await screen.findByRole('region', { name: 'Thiết bị này' })
    await within(here).findByText(/chỉ đến với Mọt đã được cài lên màn hình chính/)
    expect(within(here).queryByRole('button')).toBeNull()
    const ios = screen.getByRole('region', { name: 'Trên iPhone và iPad' })
    within(ios).getByText(/iOS và iPadOS 16\.4 trở lên/)
    expect(within(ios).getAllByRole('listitem')).toHaveLength(4)
    cleanup()

    fakeBrowser({ permission: 'denied' })
    stubPush()
    await renderSettings('en')
    const blocked = await screen.findByRole('region', { name: 'This device' })
    await within(blocked).findByText(/Notifications are blocked for this site/)
    expect(within(blocked).queryByRole('button')).toBeNull()
  })

  it('asks a visitor to log in', async () => {
    store.set(tokenAtom, null)
    fakeBrowser()
    const calls = stubPush()
    await renderSettings('en')
    await screen.findByText('You need to log in to use this feature.')
    expect(calls.filter((call) => call.path.startsWith('/push/'))).toEqual([])
  })

  it('reads and writes times of day', () => {
    expect(timeOf(0)).toBe('00:00')
    expect(timeOf(22 * 60 + 5)).toBe('22:05')
    expect(minutesOf('07:30')).toBe(450)
    expect(minutesOf('23:59:30')).toBe(1439)
    expect(minutesOf('')).toBeNull()
    expect(minutesOf('24:00')).toBeNull()
  })
})

describe('signing out', () => {
  it('unsubscribes a browser subscribed here, on the server too, before the session ends', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true })
    await set('device', 41, createStore('mot-push', 'push'))
    const calls = stubPush([device(41)])
    await logout('en')
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1)
    expect(posts(calls).map(([path]) => path)).toEqual(['/push/devices/41/remove/', '/auth/logout'])
    expect(store.get(tokenAtom)).toBeNull()
  })

  it('asks a browser that never subscribed here nothing', async () => {
    const browser = fakeBrowser({ permission: 'granted' })
    const calls = stubPush()
    await logout('en')
    expect(browser.unsubscribe).not.toHaveBeenCalled()
    expect(posts(calls).map(([path]) => path)).toEqual(['/auth/logout'])
  })
})
