import type { Driver } from './driver.ts'

/** A browser started once for the run; each flow gets its own tab or window on it. */
export interface Engine {
  name: string
  open(baseUrl: string): Promise<Driver & { close(): Promise<void> }>
  close(): Promise<void>
}
