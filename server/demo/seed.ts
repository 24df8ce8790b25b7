import type { Db } from '../db/client.ts'

export async function seedDemoIfEmpty(_db: Db, _mediaDir: string) {}
