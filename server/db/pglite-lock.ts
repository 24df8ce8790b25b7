import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The embedded database's folder is another process's: the server, or a command run beside it. */
export class DatabaseBusyError extends Error {}

/**
 * When the process started (Linux: clock ticks since boot), so a process id left in the folder by a
 * crash is not mistaken for an unrelated process that got the same id later (a container restarted
 * on the same volume hands out the same few ids). Undefined where /proc is not there.
 */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function running(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The holder written in the folder is this very process, still running. */
function holds(pid: number, start: string | undefined) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !running(pid)) return false
  return start === undefined || startOf(pid) === undefined || startOf(pid) === start
}

/**
 * PGlite is PostgreSQL inside one process, with no server to share its folder: two processes
 * writing it would corrupt it. So the first to open the folder writes its process id (and start)
 * there, and another finds it and stops with a clear error. What a process that is gone left (a
 * crash, a power cut) is taken over. Returns the release, for when the database closes.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = join(dir, 'mot.pid')
  const self = [process.pid, startOf(process.pid)].filter((part) => part !== undefined).join(' ')
  for (let tries = 0; tries < 2; tries++) {
    try {
      writeFileSync(file, self, { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const [pid, start] = readFileSync(file, 'utf8').trim().split(' ')
      if (holds(Number(pid), start)) {
        throw new DatabaseBusyError(
          `The embedded database in ${dir} is in use by process ${pid} (a running server?). ` +
            'Stop it first, or use PostgreSQL (DATABASE_URL), which several processes can share.',
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new DatabaseBusyError(`The embedded database in ${dir} could not be locked: ${file}`)
}
