import type { Engine } from './engine.ts'
import type { Flow, FlowContext } from './flow.ts'

export interface Outcome {
  flow: string
  engine: string
  ok: boolean
  /** Why it failed, or which accepted outcome it passed with. */
  note: string
  ms: number
  /** Passed on its second try only. */
  retried: boolean
}

/** A flow that hangs fails instead of holding up the others. */
const flowTimeout = 120_000

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

/** Runs every flow in one engine, each in its own tab, and fails a flow on anything the page complained of. */
export async function runFlows(
  engine: Engine,
  flows: Flow[],
  baseUrl: string,
  context: FlowContext,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const flow of flows) {
    const started = Date.now()
    // Two tries of each engine: engine n has seats 2n and 2n + 1 (FlowContext.seat).
    const seat = (n: number) => ({ ...context, seat: context.seat * 2 + n })
    let { ok, note } = await attempt(engine, flow, baseUrl, seat(0))
    let retried = false
    // As the Chromium tests do in CI, a failed flow is tried once more, and a pass on the second
    // try is named as such, with what the first try met.
    if (!ok && process.env.CI) {
      const first = note
      ;({ ok, note } = await attempt(engine, flow, baseUrl, seat(1)))
      retried = ok
      if (ok) note = [note, `passed only on a retry; the first try: ${first}`].filter(Boolean).join('; ')
    }
    const outcome = { flow: flow.name, engine: engine.name, ok, note, ms: Date.now() - started, retried }
    console.log(
      `  ${ok ? '✔' : '✘'} ${engine.name} · ${flow.name} (${(outcome.ms / 1000).toFixed(1)} s)${note ? `: ${note}` : ''}`,
    )
    outcomes.push(outcome)
  }
  return outcomes
}

/** One try of a flow in a tab of its own: failed on an error, or on anything the page complained of. */
async function attempt(engine: Engine, flow: Flow, baseUrl: string, context: FlowContext) {
  let ok = true
  let note = ''
  let driver: Awaited<ReturnType<Engine['open']>> | undefined
  try {
    driver = await engine.open(baseUrl)
    note = (await within(flow.run(driver, context), flowTimeout, flow.name)) ?? ''
  } catch (error) {
    ok = false
    note = firstLine(error)
  }
  if (driver) {
    const problems = await driver.problems().catch(() => [] as string[])
    if (problems.length > 0) {
      if (ok) note = ''
      ok = false
      note = [note, `page complained: ${problems.join(' | ')}`].filter(Boolean).join('; ')
    }
    await driver.close().catch(() => {})
  }
  return { ok, note }
}

/** The flow × engine table, one line a flow. */
export function table(outcomes: Outcome[], engines: string[]): string {
  const flows = [...new Set(outcomes.map((outcome) => outcome.flow))]
  const cell = (flow: string, engine: string) => {
    const outcome = outcomes.find((o) => o.flow === flow && o.engine === engine)
    if (!outcome) return '–'
    return `${outcome.ok ? 'pass' : 'FAIL'}${outcome.note ? `: ${outcome.note}` : ''}`
  }
  const width = Math.max(...flows.map((flow) => flow.length), 4)
  const cellWidth = 48
  const clip = (text: string) => (text.length > cellWidth ? `${text.slice(0, cellWidth - 1)}…` : text)
  const lines = [
    ['flow'.padEnd(width), ...engines.map((engine) => engine.padEnd(cellWidth))].join(' │ '),
    ['─'.repeat(width), ...engines.map(() => '─'.repeat(cellWidth))].join('─┼─'),
    ...flows.map((flow) =>
      [flow.padEnd(width), ...engines.map((engine) => clip(cell(flow, engine)).padEnd(cellWidth))].join(
        ' │ ',
      ),
    ),
  ]
  return lines.join('\n')
}
