import { describe, expect, it } from 'vitest'
import type { FileReaders } from '../../../server/library/reading/readers.ts'
import { detailsOf, REASON_CHARS, Refusal, reasonOf } from '../../../server/library/refusal.ts'
import { ImportRun } from '../../../server/library/run.ts'

/** A run that only reports: what the skipped list and the operator's log receive. */
function reportingRun() {
  const logged: { path: string; details: string }[] = []
  const run = new ImportRun(
    {
      db: undefined as never,
      mediaDir: '',
      library: '',
      logDetails: (path, details) => logged.push({ path, details }),
    },
    undefined as unknown as FileReaders,
  )
  return { run, logged }
}

describe('a skipped file’s reason', () => {
  it('is never a statement sent to the database, nor the bytes it carried', () => {
    const chapter = '\u0000\u0001ÿ'.repeat(1800)
    const failed = Object.assign(
      new Error(`Failed query: insert into "chapters" ("content") values ($1)\nparams: ${chapter}`),
      { cause: Object.assign(new Error('value too long'), { code: '22001' }) },
    )
    const { run, logged } = reportingRun()
    run.refuse('comics/Mèo/1.cbz', failed)
    const [line] = run.report.skipped
    expect(line!.reason).toBe('could not be saved: a database error (the server’s log has the details)')
    expect(logged[0]!.details).toContain('insert into "chapters"')
  })

  it('names what the system said in the product’s words', () => {
    const denied = Object.assign(new Error('EACCES: permission denied, open /srv/library/x.cbz'), {
      code: 'EACCES',
    })
    expect(reasonOf(denied)).toBe('the server may not read it (permission denied)')
    expect(reasonOf(new TypeError('Cannot read properties of undefined'))).toMatch(/^could not be read/)
    expect(
      detailsOf(new Refusal('corrupt or truncated archive', 'corrupt-archive', 'invalid comment length')),
    ).toBe('invalid comment length')
  })

  it('is one short line: a longer one is cut, and given whole to the log', () => {
    const { run, logged } = reportingRun()
    const long = `not an image:\n${'x'.repeat(5_323)}`
    run.skip('novels/Sách.epub', long)
    const [line] = run.report.skipped
    expect(line!.reason.length).toBeLessThanOrEqual(REASON_CHARS)
    expect(line!.reason).toMatch(/^not an image: x+…$/)
    expect(logged).toEqual([{ path: 'novels/Sách.epub', details: long.replace('\n', ' ') }])
  })
})
