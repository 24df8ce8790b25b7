/** A throughput and latency target, and what one run measured. */
export interface SpeedTarget {
  rps: number
  p99: number
  /** A median to keep too, where a target names one. */
  p50?: number
}
export interface SpeedFigures {
  rps: number
  p99: number
  p50?: number
  /** Non-2xx answers, errors and timeouts. */
  failed: number
}
export type Verdict = 'met' | 'missed' | 'no target'

/**
 * Met only when both figures are within the target and nothing failed: a run with failed requests is
 * not a speed. Without a target the run is reported as figures only, never as met.
 */
export function verdict(figures: SpeedFigures, target: SpeedTarget | undefined): Verdict {
  if (!target) return 'no target'
  const median = target.p50 === undefined || (figures.p50 !== undefined && figures.p50 <= target.p50)
  return figures.rps >= target.rps && figures.p99 <= target.p99 && median && figures.failed === 0
    ? 'met'
    : 'missed'
}
