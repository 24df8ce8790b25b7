import { isIP } from 'node:net'
import { isAbsolute, relative, resolve, sep } from 'node:path'
import * as v from 'valibot'
import { type OidcConfig, oidcConfig, oidcEnvSchema, type PasswordSignIn } from './auth/oidc/config.ts'
import { hostName } from './http/host-name.ts'

/** Everything the server reads from the environment, read once and validated at start-up. */
const configSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '8080'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  ),
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)),
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  MEDIA_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  MEDIA_BASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(https?:\/\/[^\s]+)?$/, 'must be an http(s) URL')),
    '',
  ),
  PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(https?:\/\/[^\s/?#]+\/?)?$/, 'must be an http(s) origin, with no path')),
    '',
  ),
  ALLOWED_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => !value.trim() || value.split(',').every((entry) => allowedName(entry) !== undefined),
        'must be host names separated by commas, without a scheme or port',
      ),
    ),
  ),
  APP_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './dist'),
  SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  SEED_DEMO: v.optional(v.picklist(['true', 'false']), 'true'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(isProxyList, "must be false, true, 'loopback' or addresses/CIDRs separated by commas"),
    ),
    'false',
  ),
  METRICS_ALLOW: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => !value.trim() || value.split(',').every(isAddressOrCidr),
        'must be addresses/CIDRs separated by commas',
      ),
    ),
    '127.0.0.0/8,::1',
  ),
  PUBLIC_CACHE_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '60'),
  PUBLIC_CACHE_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '64'),
  PAGE_RENDERS_PER_MINUTE: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '120'),
  NODE_ENV: v.optional(v.string()),
  LIBRARY_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  LIBRARY_SCAN_MINUTES: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0)), '60'),
  LIBRARY_POLLING: v.optional(v.picklist(['true', 'false']), 'false'),
  UPLOADS_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  UPLOAD_MAX_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '2048'),
  IMPORT_FILE_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), '120'),
  IMPORT_FILE_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(64)), '512'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(smtps?:\/\/[^\s]+)?$/, 'must start with smtp:// or smtps://')),
    '',
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.maxLength(300)), ''),
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^(rediss?:\/\/[^\s]+)?$/, 'must start with redis:// or rediss://')),
    '',
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^((https:\/\/|mailto:)[^\s]+)?$/, 'must be an https:// address or a mailto: address'),
    ),
    '',
  ),
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  BACKUP_HOURS: v.optional(v.pipe(v.string(), v.toNumber(), v.minValue(0.25), v.maxValue(24 * 366)), '24'),
  BACKUP_KEEP: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(1000)),
    '7',
  ),
  BACKUP_MEDIA: v.optional(v.picklist(['true', 'false']), 'true'),
  ...oidcEnvSchema,
})

export interface Config {
  port: number
  host: string
  databaseUrl: string | undefined
  /** Connections to PostgreSQL; undefined for the default (server/db/client.ts). */
  databasePoolSize: number | undefined
  dataDir: string
  mediaDir: string
  mediaBaseUrl: string
  /**
   * The site's public origin, where every absolute address the server writes points (mail links,
   * canonical links, previews, sitemaps); empty (never in production): each request's own origin,
   * of a host in allowedHosts.
   */
  publicUrl: string
  /**
   * The host names the server answers, on any port (http/allowed-hosts.ts): ALLOWED_HOSTS, else this
   * machine's own names and the listen address; PUBLIC_URL's always. Any other Host is refused, so
   * no address is ever made from a name the visitor chose.
   */
  allowedHosts: string[]
  appDir: string
  /** Signs CSRF tokens. Without one, a random secret is made per process (tokens die with a restart). */
  secret: string | undefined
  seedDemo: boolean
  logLevel: string
  /** How the log is written: JSON lines in production (for a log collector), readable lines elsewhere. */
  logFormat: 'json' | 'readable'
  publicCacheSeconds: number
  /** The most memory the public answer cache may hold, in MiB (0 turns it off). */
  publicCacheMb: number
  /**
   * Pages one address may have drawn on the server a minute, besides those kept drawn: past it, the
   * app draws them on the device. One client asking for endless new addresses must not keep the
   * renderer from everyone else.
   */
  pageRendersPerMinute: number
  /**
   * Which proxies' X-Forwarded-For is believed (rate limits and counts use the client address):
   * false, true (every hop: only when nothing but the proxy can reach the server), or Fastify's
   * list of addresses, CIDRs and names such as 'loopback'.
   */
  trustProxy: boolean | string
  /**
   * The addresses and CIDRs that may read /metrics (metrics/routes.ts), judged by the client address
   * as trustProxy decides it; empty: none.
   */
  metricsAllow: string[]
  /** The library the server imports and keeps in step with (docs/library.md); undefined: none. */
  libraryDir: string | undefined
  /** Minutes between full rescans of the library (0: only the watcher). */
  libraryScanMinutes: number
  /** Watch the library by polling (network mounts send no change events). */
  libraryPolling: boolean
  /** Where admins' uploads are kept, laid out like a library (docs/api.md, Uploads). */
  uploadsDir: string
  /** The largest file an admin may upload, in MiB. */
  uploadMaxMb: number
  /** How long the importer may read one file, in seconds, before it is skipped (library/reading/). */
  importFileSeconds: number
  /** The memory (JavaScript heap, MiB) the importer may take to read one file before it is skipped. */
  importFileMb: number
  /** Where account mail is sent (`smtp://user:pass@host:587`); undefined: written to `<dataDir>/outbox`. */
  smtpUrl: string | undefined
  /** The sender of account mail; empty: `Mọt <no-reply@…>` at the site's host. */
  mailFrom: string
  /**
   * The Redis that several servers share their limits, sign-in throttle and cache invalidations
   * through (shared-state/); undefined: each server keeps them itself, as one server does.
   */
  redisUrl: string | undefined
  /**
   * Who push services are told runs the site's notifications (the VAPID `sub`): VAPID_SUBJECT, else
   * PUBLIC_URL when it is https, else `mailto:no-reply@` its host (or localhost).
   */
  vapidSubject: string
  /** Signing in with an identity provider (OIDC_*; auth/oidc/config.ts); undefined: off. */
  oidc: OidcConfig | undefined
  /**
   * Backups the server takes itself (backup/schedule.ts): into BACKUP_DIR every BACKUP_HOURS, the
   * last BACKUP_KEEP kept, media inside unless BACKUP_MEDIA=false; undefined: none.
   */
  backup: BackupSchedule | undefined
  /** PASSWORD_SIGN_IN: `admins` lets a password sign in admins only, and closes registering with one. */
  passwordSignIn: PasswordSignIn
}

export interface BackupSchedule {
  dir: string
  everyHours: number
  keep: number
  includeFiles: boolean
}

export class ConfigError extends Error {}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  // valibot's own messages quote the value received; these say only what was expected.
  const result = v.safeParse(configSchema, env, {
    message: (issue) => (issue.expected ? `expected ${issue.expected}` : 'is not valid'),
  })
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      // Named, never echoed: the value may be a secret or a password inside a URL, and logs keep it.
      const key = v.getDotPath(issue) ?? 'environment'
      return `${key}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = result.output
  if (e.NODE_ENV === 'production') {
    const missing = [
      // A random secret per process breaks every CSRF token at a restart and between servers.
      ...(e.SECRET ? [] : ['SECRET']),
      // Without it, mail links and canonical addresses would name whichever allowed host was asked.
      ...(e.PUBLIC_URL ? [] : ['PUBLIC_URL']),
    ]
    if (missing.length > 0) {
      const lines = missing.map((key) => `${key}: is required when NODE_ENV=production`)
      throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
    }
  }
  const publicUrl = e.PUBLIC_URL.replace(/\/$/, '')
  const uploadsDir = e.UPLOADS_DIR ?? `${e.DATA_DIR}/uploads`
  // The library's scans would take the uploads for library items, and the other way round.
  if (e.LIBRARY_DIR && overlaps(resolve(e.LIBRARY_DIR), resolve(uploadsDir))) {
    throw new ConfigError(
      'Invalid configuration:\n  UPLOADS_DIR: must be outside LIBRARY_DIR and not contain it',
    )
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: e.DATA_DIR,
    mediaDir: e.MEDIA_DIR ?? `${e.DATA_DIR}/media`,
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    publicUrl,
    allowedHosts: allowedHosts(e.ALLOWED_HOSTS, e.HOST, publicUrl),
    appDir: e.APP_DIR,
    secret: e.SECRET,
    seedDemo: e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    logFormat: e.NODE_ENV === 'production' ? 'json' : 'readable',
    publicCacheSeconds: e.PUBLIC_CACHE_SECONDS,
    publicCacheMb: e.PUBLIC_CACHE_MB,
    pageRendersPerMinute: e.PAGE_RENDERS_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    metricsAllow: e.METRICS_ALLOW.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    libraryDir: e.LIBRARY_DIR,
    libraryScanMinutes: e.LIBRARY_SCAN_MINUTES,
    libraryPolling: e.LIBRARY_POLLING === 'true',
    uploadsDir,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    importFileSeconds: e.IMPORT_FILE_SECONDS,
    importFileMb: e.IMPORT_FILE_MB,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM.trim(),
    redisUrl: e.REDIS_URL || undefined,
    vapidSubject: e.VAPID_SUBJECT || vapidSubjectOf(publicUrl),
    backup: e.BACKUP_DIR
      ? {
          dir: e.BACKUP_DIR,
          everyHours: e.BACKUP_HOURS,
          keep: e.BACKUP_KEEP,
          includeFiles: e.BACKUP_MEDIA === 'true',
        }
      : undefined,
    ...oidcConfig(e, publicUrl, (lines) => {
      throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
    }),
  }
}

/** A push service must be able to reach whoever runs the site: its https origin, or a mail address. */
function vapidSubjectOf(publicUrl: string) {
  if (publicUrl.startsWith('https://')) return publicUrl
  return `mailto:no-reply@${publicUrl ? new URL(publicUrl).hostname : 'localhost'}`
}

/** Whether one folder is the other or inside it. */
const overlaps = (a: string, b: string) => {
  const inside = (outer: string, inner: string) => {
    const path = relative(outer, inner)
    return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path))
  }
  return inside(a, b) || inside(b, a)
}

/** A host name as the allow-list keeps it (hostName); a bare IPv6 address is put in brackets. */
function allowedName(entry: string): string | undefined {
  const item = entry.trim()
  if (isIP(item) === 6) return hostName(`[${item}]`)
  // A name is served on every port: one written with a port is a mistake, refused rather than half-obeyed.
  if (/:\d*$/.test(item)) return undefined
  return hostName(item)
}

/** ALLOWED_HOSTS, else this machine's own names and the address the server listens on; PUBLIC_URL's host too. */
function allowedHosts(list: string | undefined, listenAddress: string, publicUrl: string): string[] {
  const names = list?.trim() ? list.split(',') : ['localhost', '127.0.0.1', '[::1]', listenAddress]
  if (publicUrl) names.push(new URL(publicUrl).hostname)
  return [...new Set(names.map(allowedName).filter((name) => name !== undefined))]
}

/** The names proxy-addr (Fastify's trustProxy) knows, besides addresses and CIDRs. */
const proxyNames = ['loopback', 'linklocal', 'uniquelocal']

/** TRUST_PROXY: 'true', 'false', or a comma-separated list of names, addresses and CIDRs. */
function isProxyList(value: string): boolean {
  if (value === 'true' || value === 'false') return true
  return value.split(',').every((entry) => proxyNames.includes(entry.trim()) || isAddressOrCidr(entry))
}

/** An IPv4 or IPv6 address, alone or with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, extra] = entry.trim().split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  if (bits === undefined) return true
  if (!/^\d{1,3}$/.test(bits)) return false
  return Number(bits) <= (family === 4 ? 32 : 128)
}
