import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from '../../server/config.ts'

describe('configuration', () => {
  it('has defaults for a fresh machine: port 8080, PGlite in ./data, the demo catalogue', () => {
    const config = readConfig({})
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      dataDir: './data',
      mediaDir: './data/media',
      appDir: './dist',
      seedDemo: true,
      publicCacheSeconds: 60,
      publicCacheMb: 64,
    })
  })

  it('reads PostgreSQL from DATABASE_URL and numbers from strings', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/mot',
      PORT: '3000',
      SEED_DEMO: 'false',
    })
    expect(config.databaseUrl).toBe('postgres://u:p@127.0.0.1:5432/mot')
    expect(config.port).toBe(3000)
    expect(config.seedDemo).toBe(false)
  })

  it.each([
    ['PORT', 'eighty', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL'],
    ['SECRET', 'short', 'SECRET'],
    ['SEED_DEMO', 'yes', 'SEED_DEMO'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY'],
    ['MEDIA_BASE_URL', 'ftp://cdn', 'MEDIA_BASE_URL'],
  ])('stops on a bad %s (%s) with a message naming it', (key, value, named) => {
    expect(() => readConfig({ [key]: value })).toThrow(ConfigError)
    expect(() => readConfig({ [key]: value })).toThrow(new RegExp(`${named}: .*${value}`))
  })
})
