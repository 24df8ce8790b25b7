import { type Cluster, startCluster } from '../../scripts/lib/cluster.ts'
import { type LocalRedis, startRedis } from '../../scripts/lib/local-redis.ts'
import { freshPostgres } from '../../scripts/lib/postgres-scratch.ts'

export interface TestCluster {
  cluster: Cluster
  redis: LocalRedis
  databaseUrl: string
  close(): Promise<void>
}

/** Three servers behind nginx, on a new PostgreSQL database and a redis-server of their own. */
export async function startTestCluster(env: Record<string, string> = {}): Promise<TestCluster> {
  const database = await freshPostgres(process.env.DATABASE_URL!, 'cluster')
  const redis = await startRedis()
  const cleanUp = async () => {
    await redis.close()
    await database.drop()
  }
  try {
    const cluster = await startCluster({
      servers: 3,
      databaseUrl: database.url,
      redisUrl: redis.url,
      quiet: true,
      env,
    })
    return {
      cluster,
      redis,
      databaseUrl: database.url,
      close: async () => {
        await cluster.stop()
        await cleanUp()
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}
