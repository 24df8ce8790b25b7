import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** One document for the Nu Html Checker: what the report calls it, and its HTML. */
export interface NuDocument {
  label: string
  html: string
}

export interface NuFinding {
  label: string
  errors: string[]
}

interface NuMessage {
  type: string
  subType?: string
  url?: string
  message: string
  lastLine?: number
  extract?: string
}

/** The checker's release as the vnu-jar package ships it; Java runs it. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')

/**
 * The W3C Nu Html Checker on every document at once: one Java start for them all (the JVM's start
 * is most of a run's time). Errors only: its warnings are advice, not the standard.
 */
export function checkWithNu(documents: NuDocument[], dir: string): NuFinding[] {
  const files = documents.map((document, index) => {
    const file = join(dir, `page-${index}.html`)
    writeFileSync(file, document.html)
    return file
  })
  const run = spawnSync(
    'java',
    // Its schemas recurse deeply: on a smaller stack it fails, writing no report.
    ['-Xss4m', '-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  if (run.error)
    throw new Error(`the Nu Html Checker did not start (is Java installed?): ${run.error.message}`)
  // The checker writes its JSON report on stderr.
  let report: { messages: NuMessage[] }
  try {
    report = JSON.parse(run.stderr)
  } catch {
    throw new Error(`the Nu Html Checker wrote no report: ${run.stdout}${run.stderr}`.slice(0, 2000))
  }
  const byFile = new Map(files.map((file, index) => [pathToFileURL(file).href, index]))
  const findings = documents.map((document) => ({ label: document.label, errors: [] as string[] }))
  for (const message of report.messages) {
    if (message.type !== 'error' && message.subType !== 'fatal') continue
    const index = byFile.get(message.url?.replace(/^file:\/(?!\/)/, 'file:///') ?? '')
    const line = message.lastLine ? ` (line ${message.lastLine})` : ''
    const text = `${message.message}${line}${message.extract ? `: ${message.extract.trim().slice(0, 120)}` : ''}`
    if (index === undefined) throw new Error(`the Nu Html Checker reported on an unknown file: ${text}`)
    findings[index]!.errors.push(text)
  }
  return findings
}
