import { randomBytes } from 'node:crypto'

/** A new, empty database on the PostgreSQL server of `adminUrl`, and a way to drop it again. */
export async function freshPostgres(adminUrl: string, purpose: string) {
  const { default: pg } = await import('pg')
  const name = `mot_${purpose}_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const target = new URL(adminUrl)
  target.pathname = `/${name}`
  return {
    url: target.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: adminUrl })
      await again.connect()
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await again.end()
    },
  }
}
