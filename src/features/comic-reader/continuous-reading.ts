import { useAtomValue } from 'jotai'
import * as v from 'valibot'
import { readJson } from '../../shared/local-storage.ts'
import { useHydrated } from '../../shared/react/use-hydrated.ts'
import { storedSettingAtom } from '../../shared/stored-setting.ts'

/**
 * Continuous reading ('Đọc liên tục'): in the vertical strip, the next chapter follows below the
 * end card instead of waiting for a tap. Kept for the device, off until the reader turns it on. Its
 * key is named here, not in storage-keys.ts: a key named there loads with every page.
 */
export const CONTINUOUS_READING_KEY = 'comicContinuousReading'

/** What the device holds, through the schema: anything but `true` or `false` reads as off. */
export const readContinuousReading = (key = CONTINUOUS_READING_KEY, initial = false) =>
  readJson(key, v.boolean(), initial)

export const continuousReadingAtom = storedSettingAtom(CONTINUOUS_READING_KEY, false, readContinuousReading)

/** Whether chapters follow one another here; off on a page the server drew, until the app takes it over. */
export function useContinuousReading() {
  const on = useAtomValue(continuousReadingAtom)
  return useHydrated() && on
}
