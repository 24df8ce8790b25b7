import {
  pushDeviceRemove,
  pushDevices,
  pushKey,
  pushSettings,
  pushSettingsSave,
  pushSubscribe,
} from '../../contract/endpoints/push.ts'
import type { Language } from '../../contract/languages.ts'
import type { PushSettings } from '../../contract/schemas/push.ts'
import { callData } from '../../shared/api/call.ts'

/** The member's push devices and settings: one person's, never kept on the device (PRIVATE_QUERY). */
export const pushDevicesKey = ['push', 'devices'] as const
export const pushSettingsKey = ['push', 'settings'] as const
/** This browser's push (browser-push.ts): kept in memory only, it holds the service worker's registration. */
export const pushBrowserKey = ['push', 'browser'] as const

export const getPushKey = (language: Language) => callData(language, pushKey, {})

export const getPushDevices = (language: Language, signal?: AbortSignal) =>
  callData(language, pushDevices, signal ? { signal } : {})

/** A browser's subscription, as it gives it (PushSubscription.toJSON()). */
export interface SubscriptionJson {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export const sendSubscription = (language: Language, subscription: SubscriptionJson) =>
  callData(language, pushSubscribe, { body: subscription })

export const removePushDevice = (language: Language, id: number) =>
  callData(language, pushDeviceRemove, { params: { id } })

export const getPushSettings = (language: Language, signal?: AbortSignal) =>
  callData(language, pushSettings, signal ? { signal } : {})

export const savePushSettings = (language: Language, settings: PushSettings) =>
  callData(language, pushSettingsSave, { body: settings })
