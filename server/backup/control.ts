import { chmod, rm } from 'node:fs/promises'
import { createConnection, createServer } from 'node:net'
import { join } from 'node:path'
import type { Engine } from './database-io.ts'
import { type BackupPlaces, type BackupSummary, takeBackup } from './take.ts'

/**
 * The embedded database belongs to the one process that opened it, so `npm run backup` beside a
 * running server asks that server to take the backup, through a socket in DATA_DIR that only the
 * folder's owner may open (no network, no token to leak). PostgreSQL needs none of this: the command
 * reads it itself.
 */
export const controlSocket = (dataDir: string) => join(dataDir, 'backup.sock')

interface Request {
  file: string
  includeFiles: boolean
}
type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string }

/** Answers backup requests on DATA_DIR's socket; returns the function that stops it. */
export async function answerBackupRequests(dataDir: string, engine: Engine, places: BackupPlaces) {
  const path = controlSocket(dataDir)
  // A socket left by a server that crashed is in the way of this one.
  await rm(path, { force: true })
  const server = createServer((socket) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('error', () => {})
    socket.on('data', async (chunk) => {
      text += chunk
      if (text.length > 64 * 1024) return socket.destroy()
      if (!text.includes('\n')) return
      socket.pause()
      let answer: Answer
      try {
        const request = JSON.parse(text) as Request
        if (typeof request.file !== 'string' || !request.file) throw new Error('no file named')
        answer = {
          ok: true,
          summary: await takeBackup(engine, places, request.file, {
            includeFiles: request.includeFiles !== false,
          }),
        }
      } catch (error) {
        answer = { ok: false, error: (error as Error).message }
      }
      socket.end(`${JSON.stringify(answer)}\n`)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, resolve)
  })
  await chmod(path, 0o600)
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
    })
}

/** Asks the server running on DATA_DIR for a backup; undefined when none answers there. */
export function askRunningServer(dataDir: string, request: Request): Promise<BackupSummary | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocket(dataDir))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk) => {
      text += chunk
    })
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(undefined) : reject(error),
    )
    socket.on('end', () => {
      try {
        const answer = JSON.parse(text) as Answer
        if (answer.ok) resolve(answer.summary)
        else reject(new Error(answer.error))
      } catch {
        reject(new Error('The running server gave no answer to the backup request'))
      }
    })
  })
}
