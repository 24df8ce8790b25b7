import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { readJson } from '../../shared/local-storage.ts'
import { useHydrated } from '../../shared/react/use-hydrated.ts'

/**
 * Continuous reading ('Đọc liên tục'): in the vertical strip, the next chapter follows below the
 * end card instead of waiting for a tap. Kept for the device, off until the reader turns it on. Its
 * key is named here, with the code that reads it.
 */
export const CONTINUOUS_READING_KEY = 'comicContinuousReading'

/** What the device holds, through the schema: anything but `true` or `false` reads as off. */
export const readContinuousReading = (key = CONTINUOUS_READING_KEY, initial = false) =>
  readJson(key, v.boolean(), initial)

const setting = deviceRecord(CONTINUOUS_READING_KEY, v.boolean(), () => false)

export const continuousReading = setting.read
export const setContinuousReading = setting.write

/** The setting as the device holds it; off while the app takes over a page the server drew. */
export const useContinuousReadingSetting = () => setting.use(setting.read, false)

/** Whether chapters follow one another here; off on a page the server drew, until the app takes it over. */
export function useContinuousReading() {
  const on = useContinuousReadingSetting()
  return useHydrated() && on
}

/** Forgets the setting in this module's memory: the next read comes from storage again (tests). */
export const reloadContinuousReading = setting.reload
