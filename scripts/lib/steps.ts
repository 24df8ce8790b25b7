import { spawnSync } from 'node:child_process'
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
}

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

export function runStep(step: Step): StepResult {
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
  const run = spawnSync(args[0]!, args.slice(1), { stdio: 'inherit', env: env as NodeJS.ProcessEnv })
  const counts = existsSync(reportFile)
    ? countTests(step.report, reportFile)
    : { passed: 0, failed: 0, skipped: 0 }
  rmSync(dir, { recursive: true, force: true })
  const ok = run.status === 0
  if (!ok && counts.failed === 0) counts.failed = 1
  console.log(`${ok ? '✔' : '✘'} ${step.name}`)
  return { name: step.name, ok, ...counts, seconds: Math.round((performance.now() - started) / 1000) }
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
export function runAll(steps: Step[]): never {
  const results = steps.map(runStep)
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
