import { createStore, del, get, set } from 'idb-keyval'
import type { Language } from '../../contract/languages.ts'
import type { PushDevice } from '../../contract/schemas/push.ts'
import { getPushKey, removePushDevice, type SubscriptionJson, sendSubscription } from './api.ts'

/*
 * This browser's side of push notifications: whether it can have them, whether it has them, and
 * turning them on (permission asked only in a tap's handler) and off. What it remembers (the offer
 * turned down, the device the server knows it as) is kept in IndexedDB.
 */

const store = () => createStore('mot-push', 'push')
const DISMISSED = 'offer-dismissed'
const DEVICE = 'device'

/**
 * What this browser can do: `unsupported` (no service worker or Push API: an iPhone's Safari outside
 * the installed app), `denied` (the site's notifications are blocked), `off` (it can ask), `on`
 * (subscribed).
 */
export type BrowserPush = 'unsupported' | 'denied' | 'off' | 'on'

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window

/** How long a first visit waits for the app to register its service worker before calling push absent. */
const REGISTRATION_WAIT_MS = 10_000

/**
 * The service worker's registration: push needs one. A production build registers it as the app
 * starts, which on a first visit may be just after this is asked; a development build has none.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null
  const found = await navigator.serviceWorker.getRegistration()
  if (found) return found
  let timer: ReturnType<typeof setTimeout> | undefined
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), REGISTRATION_WAIT_MS)
  })
  return Promise.race([navigator.serviceWorker.ready, gaveUp]).finally(() => clearTimeout(timer))
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null
}

export async function browserPush(): Promise<BrowserPush> {
  const found = await registration()
  if (!found) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const subscribed = await found.pushManager.getSubscription()
  return subscribed && Notification.permission === 'granted' ? 'on' : 'off'
}

/** iPhone, iPod and iPad, including iPads that present themselves as a Mac. */
export const isIos = (userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints) =>
  /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)

export const offerDismissed = async () => (await get<boolean>(DISMISSED, store()).catch(() => false)) === true
export const dismissOffer = () => set(DISMISSED, true, store()).catch(() => {})

/** The id the server knows this browser by, once it subscribed here. */
export const thisDevice = async () => (await get<number>(DEVICE, store()).catch(() => undefined)) ?? null

/** What turning push on needs ready before the tap: the registration and the site's key. */
export interface PushReady {
  registration: ServiceWorkerRegistration
  publicKey: string
}

export async function preparePush(language: Language): Promise<PushReady | null> {
  const found = await registration()
  if (!found) return null
  const { public_key } = await getPushKey(language)
  return { registration: found, publicKey: public_key }
}

/** Permission was not given: `denied` (blocked), or `default` (the question closed unanswered). */
export class PushRefused extends Error {
  readonly permission: NotificationPermission
  constructor(permission: NotificationPermission) {
    super(`Notifications not allowed (${permission})`)
    this.permission = permission
  }
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(text, (character) => character.charCodeAt(0))
}

const subscriptionJson = (subscription: PushSubscription): SubscriptionJson => {
  const { endpoint, keys } = subscription.toJSON()
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  }
}

/**
 * Asks for permission and subscribes this browser, then tells the server. Call it straight from a
 * tap's handler: the question is asked before anything is awaited, as browsers (Safari above all)
 * allow it only in a user's gesture.
 */
export async function turnOnPush(ready: PushReady, language: Language): Promise<PushDevice> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushRefused(permission)
  const subscription = await ready.registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(ready.publicKey),
  })
  try {
    const device = await sendSubscription(language, subscriptionJson(subscription))
    await set(DEVICE, device.id, store()).catch(() => {})
    return device
  } catch (error) {
    // Not known to the server, it would never be told anything: the browser forgets it too.
    await subscription.unsubscribe().catch(() => false)
    throw error
  }
}

/** Stops this browser's notifications, here and on the server. */
export async function turnOffPush(language: Language) {
  const device = await thisDevice()
  await (await currentSubscription())?.unsubscribe()
  await del(DEVICE, store()).catch(() => {})
  if (device !== null) await removePushDevice(language, device).catch(() => {})
}

/**
 * At sign-out: a browser subscribed here stops being told of the member's new chapters, here and on
 * the server (a shared phone or a library's tablet must not go on showing them). A browser that never
 * subscribed here is not asked anything.
 */
export async function endPushAtSignOut(language: Language) {
  if ((await thisDevice()) === null) return
  await turnOffPush(language)
}

/** This browser's device was removed from the list: the browser forgets its subscription too. */
export async function forgetThisDevice() {
  await (await currentSubscription())?.unsubscribe().catch(() => false)
  await del(DEVICE, store()).catch(() => {})
}
