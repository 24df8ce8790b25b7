import { MINUTES_A_DAY } from '../../src/contract/schemas/push.ts'

/*
 * Quiet hours: a member's span of the day (minutes after midnight where they live) in which no
 * notification is sent; one due then waits for its end. A span may cross midnight (22:00 to 07:00).
 */

export interface QuietHours {
  quietStart: number | null
  quietEnd: number | null
  timeZone: string | null
}

/** Whether `name` is a time zone this server knows (an IANA name: `Asia/Ho_Chi_Minh`, `UTC`). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** The minute of the day it is at `at` in `timeZone`. */
export function minuteOfDay(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => Number(parts.find((one) => one.type === type)?.value ?? 0)
  return (part('hour') % 24) * 60 + part('minute')
}

/** When quiet hours that hold at `now` end; undefined when it is not quiet now (or none are set). */
export function quietUntil(quiet: QuietHours, now: Date): Date | undefined {
  const { quietStart: start, quietEnd: end, timeZone } = quiet
  if (start === null || end === null || start === end || !timeZone || !isTimeZone(timeZone)) return undefined
  const minute = minuteOfDay(now, timeZone)
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end
  if (!inside) return undefined
  const minutesLeft = (end - minute + MINUTES_A_DAY) % MINUTES_A_DAY
  const startOfMinute = now.getTime() - (now.getTime() % 60_000)
  const counted = startOfMinute + minutesLeft * 60_000
  // The clocks may change in between (summer time): the end is the moment the clocks there say
  // `end`, an hour either side of the minutes counted. Where they skip it, the counted moment stays.
  const drift = ((end - minuteOfDay(new Date(counted), timeZone) + MINUTES_A_DAY + 720) % MINUTES_A_DAY) - 720
  const corrected = counted + drift * 60_000
  return drift !== 0 && minuteOfDay(new Date(corrected), timeZone) === end
    ? new Date(corrected)
    : new Date(counted)
}
