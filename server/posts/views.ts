import type { Db } from '../db/client.ts'

export function startViewRollup(_db: Db): () => void {
  return () => {}
}
