import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { SERVER_NODE_FLAGS } from '../server/node-flags.ts'

/**
 * `npm run dev`: the API server on port 8080 and Vite with hot reload, which forwards API and media
 * requests to it. Ctrl-C stops both; if either stops, so does the other.
 */
const root = join(import.meta.dirname, '..')
const children: ChildProcess[] = []

function run(name: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  // process.execPath: the children run on the same Node as this script, not whatever is on PATH.
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${name} stopped (${signal ?? `exit code ${code}`}).`)
    stop(code ?? 0)
  })
  children.push(child)
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  }
  process.exitCode = code
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

run('The API server', [...SERVER_NODE_FLAGS, 'server/main.ts'], { PORT: '8080' })
run('Vite', [join(root, 'node_modules', 'vite', 'bin', 'vite.js')])
