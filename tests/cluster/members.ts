import { variedPaths } from '../../scripts/lib/bench-urls.ts'
import type { Cluster } from '../../scripts/lib/cluster.ts'
import { type Member, pickPosts, signUp } from '../../scripts/lib/cluster-client.ts'

/** What a mixed load needs: members (signed up on the servers in turn), posts and varied addresses. */
export async function loadSeeds(cluster: Cluster, count: number) {
  const members: Member[] = []
  for (let i = 0; i < count; i++) {
    const server = cluster.servers[i % cluster.servers.length]!
    members.push(await signUp(server, `member-${i}-${Date.now()}@example.com`))
  }
  return { members, posts: await pickPosts(cluster.url), paths: await variedPaths(cluster.url) }
}
