import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DatabaseBusyError, lockEmbeddedDatabase } from '../../server/db/pglite-lock.ts'

describe('one process at a time in the embedded database folder', () => {
  let dir: string
  let other: ChildProcess | undefined
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mot-lock-'))
  })
  afterEach(() => {
    other?.kill()
    other = undefined
    rmSync(dir, { recursive: true, force: true })
  })
  const file = () => join(dir, 'mot.pid')
  /** Another running process, as a server beside this one would be. */
  const anotherProcess = () => {
    other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    return other.pid!
  }
  const startOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  }

  it('holds the folder until released', () => {
    const release = lockEmbeddedDatabase(dir)
    expect(readFileSync(file(), 'utf8').split(' ')[0]).toBe(String(process.pid))
    release()
    expect(existsSync(file())).toBe(false)
  })

  it.skipIf(!existsSync('/proc/self/stat'))('stops a second process while the first runs, naming it', () => {
    const pid = anotherProcess()
    writeFileSync(file(), `${pid} ${startOf(pid)}`)
    expect(() => lockEmbeddedDatabase(dir)).toThrow(DatabaseBusyError)
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`in use by process ${pid}`)
  })

  it('takes over from a process that is gone', () => {
    writeFileSync(file(), '2147483646 123')
    lockEmbeddedDatabase(dir)()
  })

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over from a process that only got the same id later',
    () => {
      const pid = anotherProcess()
      // The id is alive, but the process that wrote it started at another time: a crash's leftover.
      writeFileSync(file(), `${pid} 1`)
      const release = lockEmbeddedDatabase(dir)
      expect(readFileSync(file(), 'utf8').split(' ')[0]).toBe(String(process.pid))
      release()
    },
  )
})
