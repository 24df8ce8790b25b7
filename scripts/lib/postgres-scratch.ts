import { randomBytes } from 'node:crypto'

/** A new, empty database on the PostgreSQL server of `adminUrl`, and a way to drop it again. */
export async function freshPostgres(adminUrl: string, purpose: string) {
  const { default: postgres } = await import('postgres')
  const name = `mot_${purpose}_${randomBytes(5).toString('hex')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  const target = new URL(adminUrl)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
