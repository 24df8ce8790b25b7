import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { FILM_AUTOPLAY_KEY } from './player-storage-keys.ts'

/**
 * Whether the next episode starts by itself at the end of one, on this device. On unless turned off
 * in the settings: anything unreadable counts as on, as for a device that never chose.
 */
const AUTOPLAY_DEFAULT = true

const setting = deviceRecord(FILM_AUTOPLAY_KEY, v.boolean(), () => AUTOPLAY_DEFAULT)

export const autoplayNext = setting.read
export const setAutoplayNext = setting.write

/** The setting, as the default while the app takes over a page the server drew. */
export const useAutoplayNext = () => setting.use(setting.read, AUTOPLAY_DEFAULT)

/** Forgets the setting in this module's memory: the next read comes from storage again (tests). */
export const reloadAutoplayNext = setting.reload
