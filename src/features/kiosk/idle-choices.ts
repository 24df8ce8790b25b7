import { plural } from '@lingui/core/macro'
import { KIOSK_IDLE_DEFAULT_SECONDS } from '../../shared/limits.ts'

/** The idle times offered in settings, in seconds; 3 minutes is the default. */
export const IDLE_CHOICES = [60, 120, KIOSK_IDLE_DEFAULT_SECONDS, 300, 600, 900, 1800]

/** An idle time in minutes, or in seconds when it is not a whole number of minutes. */
export function idleText(seconds: number) {
  const minutes = seconds / 60
  return Number.isInteger(minutes)
    ? plural(minutes, { one: '# minute', other: '# minutes' })
    : plural(seconds, { one: '# second', other: '# seconds' })
}
