import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { answers, freePort, type LocalServer, startServer, tempDataDir, waitFor } from './local-server.ts'

/**
 * Several Mọt servers on one PostgreSQL and one Redis, behind nginx (docs/scaling.md): what
 * `npm run cluster`, the cluster tests and `npm run bench:cluster` start. nginx runs in the
 * foreground with its own prefix, pid, logs and temporary files in a throwaway folder, from the
 * repository's deploy/nginx/mot.conf, so it needs no root and touches no system configuration.
 */
const root = join(import.meta.dirname, '..', '..')
export const NGINX_CONFIG = join(root, 'deploy', 'nginx', 'mot.conf')

export interface ClusterOptions {
  servers: number
  databaseUrl: string
  redisUrl: string
  /** The port nginx listens on (127.0.0.1); a free one when not given. */
  port?: number
  /** Shared by every server: anti-forgery tokens made by one are valid on the others. */
  secret?: string
  /** The shared volume (DATA_DIR, its media): a throwaway folder when not given. */
  dataDir?: string
  env?: Record<string, string | undefined>
  /** Servers' and nginx's output kept out of the terminal (nginx's log is read back on failure). */
  quiet?: boolean
}

export interface Cluster {
  /** nginx's address. */
  url: string
  servers: LocalServer[]
  secret: string
  nginx: ChildProcess
  /** nginx's error log (with `quiet`), for a failed test to show. */
  nginxLog(): string
  /** Stops nginx (finishing the requests under way), then every server with SIGTERM, and cleans up. */
  stop(): Promise<void>
}

/** Debian puts nginx in /usr/sbin, which a user's PATH often lacks. */
export function nginxBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/usr/local/sbin')) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx')
  }
  throw new Error('nginx is not installed (apt-get install nginx)')
}

/**
 * The repository's config with this cluster's servers, port and body size put in: the upstream's
 * `server` lines become one per server (keeping the first line's health settings).
 */
export function clusterConfig(template: string, ports: number[], port: number, uploadMaxMb: string): string {
  const serverLine = /^(\s*)server\s+[\d.]+:\d+([^;]*);\n/m
  const match = serverLine.exec(template)
  if (!match) throw new Error(`${NGINX_CONFIG} has no upstream server line`)
  const [, indent, settings] = match
  const lines = ports.map((p) => `${indent}server 127.0.0.1:${p}${settings};\n`).join('')
  return template
    .replace(new RegExp(serverLine.source, 'gm'), '')
    .replace(/^(\s*)keepalive /m, `${lines}$1keepalive `)
    .replace(/^(\s*)listen \d+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/client_max_body_size \d+m;/, `client_max_body_size ${uploadMaxMb}m;`)
}

/** The main file nginx is started with: everything it writes stays in `dir`. */
function mainConfig(dir: string, quiet: boolean) {
  // Started as root, nginx runs its workers as nobody, who could not write in this folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `# Written by npm run cluster for this run only.
${user}worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${quiet ? `${dir}/error.log` : 'stderr'} warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/mot.conf;
}
`
}

/** Polls `check` until it holds, failing after `ms`. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginxDir = tempDataDir('nginx')
  const shared = options.dataDir ? undefined : tempDataDir('cluster')
  const dataDir = options.dataDir ?? shared!.dir
  const secret = options.secret ?? randomBytes(24).toString('hex')
  const quiet = options.quiet ?? false
  const servers: LocalServer[] = []
  let nginx: ChildProcess | undefined

  const stop = async () => {
    // nginx first, with SIGQUIT (its graceful stop): the requests under way are answered, no new
    // one reaches a server that is about to stop.
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await exited
    }
    await Promise.all(servers.map((server) => server.stop('SIGTERM')))
    nginxDir.remove()
    shared?.remove()
  }

  try {
    const env = {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      SECRET: secret,
      MEDIA_DIR: process.env.MEDIA_DIR ?? join(dataDir, 'media'),
      // Only nginx, on this machine, is believed about the client's address.
      TRUST_PROXY: 'loopback',
      ...options.env,
    }
    // Together: migrations and the demo seed are safe when servers start at once on a new database.
    const started = await Promise.allSettled(
      Array.from({ length: options.servers }, () => startServer({ dataDir, env, quiet })),
    )
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value)
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    // Alive is not enough: each takes requests once ready (its migrations done, its database answering).
    await Promise.all(
      servers.map((server) => waitFor(`${server.url} ready`, () => answers(`${server.url}/readyz`))),
    )

    const port = options.port ?? (await freePort())
    const uploadMaxMb = options.env?.UPLOAD_MAX_MB ?? process.env.UPLOAD_MAX_MB ?? '2048'
    const dir = nginxDir.dir
    const template = readFileSync(NGINX_CONFIG, 'utf8')
    const ports = servers.map((server) => server.port)
    writeFileSync(join(dir, 'mot.conf'), clusterConfig(template, ports, port, uploadMaxMb))
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, quiet))
    const errorLog = quiet ? join(dir, 'error.log') : 'stderr'
    const args = ['-p', dir, '-e', errorLog, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;']
    // Its own process group: a Ctrl-C in the terminal reaches this runner, which stops nginx in turn.
    nginx = spawn(nginxBinary(), args, {
      stdio: ['ignore', 'ignore', quiet ? 'ignore' : 'inherit'],
      detached: true,
    })
    const running = nginx
    const url = `http://127.0.0.1:${port}`
    const exited = new Promise<never>((_, reject) =>
      running.once('exit', (code) => reject(new Error(`nginx exited (${code}) ${nginxLog()}`))),
    )
    exited.catch(() => {})
    await Promise.race([waitFor('nginx answering /readyz', () => answers(`${url}/readyz`)), exited])
    return { url, servers, secret, nginx: running, nginxLog, stop }
  } catch (error) {
    await stop()
    throw error
  }

  function nginxLog() {
    const file = join(nginxDir.dir, 'error.log')
    return existsSync(file) ? readFileSync(file, 'utf8').slice(-2000) : ''
  }
}
