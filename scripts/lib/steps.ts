import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One check of the test run: a command, and how to count the tests it ran from its JSON report. */
export interface Step {
  name: string
  command: string[]
  env?: Record<string, string | undefined>
  report?: 'vitest' | 'playwright' | 'engines'
}

export interface StepResult {
  name: string
  ok: boolean
  passed: number
  failed: number
  skipped: number
  /** Passed only on a retry: counted as passed, and named so nobody mistakes it for solid. */
  flaky?: number
  /** Wall-clock seconds: CI has a time budget, and the summary shows where it goes. */
  seconds: number
  /** The last lines the step printed: repeated under the summary when it failed, because a CI log is
   * often read from its end and a failure's reason would otherwise sit thousands of lines above. */
  tail: string[]
}

const TAIL_LINES = 60
const TAIL_CHARACTERS = 20_000

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name)

export const vitestStep = (name: string, project: string, env?: Step['env']): Step => ({
  name,
  command: [bin('vitest'), 'run', '--project', project],
  env,
  report: 'vitest',
})

/** The server suite on embedded PGlite, and again on PostgreSQL when DATABASE_URL names a server. */
export function serverSteps(): Step[] {
  const steps = [vitestStep('server tests (PGlite)', 'server', { DATABASE_URL: undefined })]
  if (process.env.DATABASE_URL) {
    steps.push(vitestStep('server tests (PostgreSQL)', 'server', { DATABASE_URL: process.env.DATABASE_URL }))
  } else {
    console.log('DATABASE_URL is not set: the server tests run on PGlite only.')
  }
  return steps
}

/** Three servers behind nginx on one PostgreSQL and one Redis (tests/cluster): PostgreSQL only. */
export function clusterSteps(): Step[] {
  if (!process.env.DATABASE_URL) {
    console.log('DATABASE_URL is not set: the cluster tests (several servers on one PostgreSQL) are skipped.')
    return []
  }
  return [vitestStep('cluster tests (3 servers, nginx, Redis)', 'cluster')]
}

export async function runStep(step: Step): Promise<StepResult> {
  console.log(`\n▶ ${step.name}`)
  const started = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'mot-report-'))
  const reportFile = join(dir, 'report.json')
  const args = [...step.command]
  const env: Record<string, string | undefined> = { ...process.env, ...step.env }
  if (step.report === 'vitest')
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`)
  if (step.report === 'playwright') env.PLAYWRIGHT_JSON_OUTPUT_NAME = reportFile
  if (step.report === 'engines') env.ENGINES_REPORT = reportFile
  // node_modules/.bin first, so every tool runs on the project's pinned Node.
  env.PATH = `${join(process.cwd(), 'node_modules', '.bin')}:${process.env.PATH}`
  let printed = ''
  const child = spawn(args[0]!, args.slice(1), {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: env as NodeJS.ProcessEnv,
  })
  const keep = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
    out.write(chunk)
    printed = (printed + chunk.toString()).slice(-TAIL_CHARACTERS)
  }
  child.stdout.on('data', keep(process.stdout))
  child.stderr.on('data', keep(process.stderr))
  const status = await new Promise<number | null>((done) => child.on('close', done))
  const counts = existsSync(reportFile)
    ? countTests(step.report, reportFile)
    : { passed: 0, failed: 0, skipped: 0 }
  rmSync(dir, { recursive: true, force: true })
  const ok = status === 0
  if (!ok && counts.failed === 0) counts.failed = 1
  console.log(`${ok ? '✔' : '✘'} ${step.name}`)
  const seconds = Math.round((performance.now() - started) / 1000)
  return { name: step.name, ok, ...counts, seconds, tail: printed.trimEnd().split('\n').slice(-TAIL_LINES) }
}

function countTests(kind: Step['report'], file: string) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (kind === 'vitest') {
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    }
  }
  if (kind === 'engines') {
    return { passed: report.passed ?? 0, failed: report.failed ?? 0, skipped: 0, flaky: report.flaky ?? 0 }
  }
  const stats = report.stats ?? {}
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  }
}

/** Runs every step (a failure does not hide the others) and prints one closing line of counts. */
export async function runAll(steps: Step[]): Promise<never> {
  const results: StepResult[] = []
  for (const step of steps) results.push(await runStep(step))
  for (const failed of results.filter((r) => !r.ok)) {
    console.log(`\n✘ ${failed.name}: its last lines`)
    for (const line of failed.tail) console.log(`  ${line}`)
  }
  const total = { passed: 0, failed: 0, skipped: 0 }
  console.log('\nSummary')
  for (const r of results) {
    total.passed += r.passed
    total.failed += r.failed
    total.skipped += r.skipped
    const flaky = r.flaky ? ` (${r.flaky} passed only on a retry)` : ''
    console.log(
      `  ${r.ok ? '✔' : '✘'} ${r.name}: ${r.passed} passed, ${r.failed} failed${flaky} (${r.seconds} s)`,
    )
  }
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
  process.exit(results.every((r) => r.ok) ? 0 : 1)
}
