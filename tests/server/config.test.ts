import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../server/config.ts'

describe('configuration', () => {
  it('has defaults for a fresh machine: port 8080, PGlite in ./data, the demo catalogue', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      databasePoolSize: undefined,
      dataDir: './data',
      mediaDir: './data/media',
      appDir: './dist',
      seedDemo: true,
      publicCacheSeconds: 60,
      publicCacheMb: 64,
      libraryDir: undefined,
      libraryScanMinutes: 60,
      libraryPolling: false,
    })
  })

  it('reads the library folder, its rescan period (0 turns it off) and polling', () => {
    const config = readConfig({
      LIBRARY_DIR: '/srv/library',
      LIBRARY_SCAN_MINUTES: '0',
      LIBRARY_POLLING: 'true',
    })
    expect(config).toMatchObject({ libraryDir: '/srv/library', libraryScanMinutes: 0, libraryPolling: true })
    expect(() => readConfig({ LIBRARY_DIR: '' })).toThrow(/LIBRARY_DIR: /)
  })

  it("reads the importer's limits a file: 120 s and 512 MB unless set", () => {
    expect(readConfig({})).toMatchObject({ importFileSeconds: 120, importFileMb: 512 })
    expect(readConfig({ IMPORT_FILE_SECONDS: '30', IMPORT_FILE_MB: '256' })).toMatchObject({
      importFileSeconds: 30,
      importFileMb: 256,
    })
  })

  it("reads the public origin without its trailing slash; none means the request's own", () => {
    expect(readConfig({}).publicUrl).toBe('')
    expect(readConfig({ PUBLIC_URL: 'https://mot.vn/' }).publicUrl).toBe('https://mot.vn')
    expect(readConfig({ PUBLIC_URL: 'http://127.0.0.1:8080' }).publicUrl).toBe('http://127.0.0.1:8080')
  })

  it('serves this machine’s names and the listen address, else ALLOWED_HOSTS; PUBLIC_URL’s host always', () => {
    expect(readConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', '0.0.0.0'])
    expect(readConfig({ HOST: '::' }).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]', '[::]'])
    expect(readConfig({ PUBLIC_URL: 'https://Mot.VN:8443/' }).allowedHosts).toContain('mot.vn')
    expect(
      readConfig({ ALLOWED_HOSTS: ' Mot.Example,::1, 10.0.0.2', PUBLIC_URL: 'https://mot.vn' }).allowedHosts,
    ).toEqual(['mot.example', '[::1]', '10.0.0.2', 'mot.vn'])
  })

  it('reads PostgreSQL from DATABASE_URL and numbers from strings', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/mot',
      PORT: '3000',
      SEED_DEMO: 'false',
      DATABASE_POOL_SIZE: '6',
    })
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/mot')
    expect(config.databasePoolSize).toBe(6)
    expect(config.port).toBe(3000)
    expect(config.seedDemo).toBe(false)
  })

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE'],
    ['DATABASE_POOL_SIZE', 'many', 'DATABASE_POOL_SIZE'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL'],
    ['SECRET', 'short', 'SECRET'],
    ['SEED_DEMO', 'yes', 'SEED_DEMO'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY'],
    ['MEDIA_BASE_URL', 'ftp://cdn', 'MEDIA_BASE_URL'],
    ['PUBLIC_URL', 'mot.example', 'PUBLIC_URL'],
    ['PUBLIC_URL', 'https://mot.example/vi', 'PUBLIC_URL'],
    ['ALLOWED_HOSTS', 'mot.example:8080', 'ALLOWED_HOSTS'],
    ['ALLOWED_HOSTS', 'https://mot.example', 'ALLOWED_HOSTS'],
    ['ALLOWED_HOSTS', 'mot.example,', 'ALLOWED_HOSTS'],
    ['ALLOWED_HOSTS', 'mot example', 'ALLOWED_HOSTS'],
    ['LIBRARY_SCAN_MINUTES', '-5', 'LIBRARY_SCAN_MINUTES'],
    ['LIBRARY_SCAN_MINUTES', 'hourly', 'LIBRARY_SCAN_MINUTES'],
    ['LIBRARY_POLLING', 'yes', 'LIBRARY_POLLING'],
    ['IMPORT_FILE_SECONDS', '0', 'IMPORT_FILE_SECONDS'],
    ['IMPORT_FILE_SECONDS', 'long', 'IMPORT_FILE_SECONDS'],
    ['IMPORT_FILE_MB', '16', 'IMPORT_FILE_MB'],
    ['DATABASE_URL', 'mysql://admin:hunter2-password@db/mot', 'DATABASE_URL'],
    ['SECRET', 'hunter2-short', 'SECRET'],
  ])('stops on a bad %s (%s) with a message naming it, never its value', (key, value, named) => {
    expect(() => readConfig({ [key]: value })).toThrow(ConfigError)
    expect(() => readConfig({ [key]: value })).toThrow(new RegExp(`${named}: `))
    // A secret or a password inside a URL must not reach the logs.
    const message = (() => {
      try {
        readConfig({ [key]: value })
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).not.toContain(value)
    expect(message).not.toContain('hunter2')
  })

  it('requires SECRET when NODE_ENV=production', () => {
    const PUBLIC_URL = 'https://mot.vn'
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_URL })).toThrow(ConfigError)
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_URL })).toThrow(
      /SECRET: is required when NODE_ENV=production/,
    )
    const secret = 'a-production-secret-of-some-length'
    expect(readConfig({ NODE_ENV: 'production', SECRET: secret, PUBLIC_URL }).secret).toBe(secret)
    // Development and tests may still run without one.
    expect(readConfig({ NODE_ENV: 'development' }).secret).toBeUndefined()
    expect(readConfig({}).secret).toBeUndefined()
  })

  it('requires PUBLIC_URL when NODE_ENV=production: no address may come from a request there', () => {
    const SECRET = 'a-production-secret-of-some-length'
    expect(() => readConfig({ NODE_ENV: 'production', SECRET })).toThrow(ConfigError)
    expect(() => readConfig({ NODE_ENV: 'production', SECRET })).toThrow(
      /PUBLIC_URL: is required when NODE_ENV=production/,
    )
    // Both at once, each named.
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/SECRET: .*\n {2}PUBLIC_URL: /)
    const config = readConfig({ NODE_ENV: 'production', SECRET, PUBLIC_URL: 'https://mot.vn' })
    expect(config.publicUrl).toBe('https://mot.vn')
    // A developer's machine (and `npm start`, which sets no NODE_ENV) needs none.
    expect(readConfig({}).publicUrl).toBe('')
  })
})
