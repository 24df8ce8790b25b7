import postgres from 'postgres'

/** The advisory lock the leading server holds: 'Mọt' in ASCII, a number no other lock of ours uses. */
export const LEADER_LOCK = 0x4d6f74
/** How often a server that does not lead asks whether it may, and the leader checks it still does. */
export const LEADER_RETRY_MS = 5_000

/** Starts a piece of site-wide work and answers how to stop it (after a run under way ends). */
export type SiteWork = () => () => Promise<void>
type Log = { info(message: string): void; warn(message: string): void }

export interface Leadership {
  /** Runs `work` while this server leads: at once if it does, else when it comes to. */
  add(work: SiteWork): void
  /** Begins to lead, or to ask whether it may. */
  start(log: Log): void
  /** Stops the work and lets another server lead. */
  stop(): Promise<void>
  /** Resolves once the server's last ask is answered: it then knows whether it leads. */
  asked(): Promise<void>
}

/**
 * Work that must run once per site (the view rollup, the library's watcher and rescans) runs on the
 * one server holding a PostgreSQL advisory lock, on a connection of its own. When that server stops
 * or dies, its connection ends, PostgreSQL frees the lock, and the next server to ask takes the work
 * over. A leader that loses its connection (a database restart) stops the work at its next check
 * (another may have begun it meanwhile, for up to `retryMs`) and asks again. With
 * the embedded database there is one server, which leads at once.
 */
export function createLeadership(databaseUrl: string | undefined, retryMs = LEADER_RETRY_MS): Leadership {
  const works: SiteWork[] = []
  let stops: (() => Promise<void>)[] = []
  let leading = false
  let log: Log = console
  const begin = (work: SiteWork) => stops.push(work())
  const end = async () => {
    const running = stops
    stops = []
    leading = false
    await Promise.all(running.map((stop) => stop()))
  }

  if (!databaseUrl) {
    return {
      add: (work) => {
        works.push(work)
        if (leading) begin(work)
      },
      start: () => {
        leading = true
        for (const work of works) begin(work)
      },
      stop: end,
      asked: async () => {},
    }
  }

  // One connection of its own, never shared: the lock belongs to its session. Should the session
  // end (a database restart), the client opens a new one, which holds nothing: the next check sees it.
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  let turn: Promise<void> = Promise.resolve()
  let stopped = false
  const holds = async () => {
    const [row] = leading
      ? await client`select exists (select 1 from pg_locks where locktype = 'advisory'
          and objid = ${LEADER_LOCK} and pid = pg_backend_pid() and granted) as leads`
      : await client`select pg_try_advisory_lock(${LEADER_LOCK}) as leads`
    return row?.leads === true
  }
  const ask = async () => {
    if (stopped) return
    let leads = false
    try {
      leads = await holds()
    } catch (error) {
      if (leading)
        log.warn(`the site-wide work stops on this server: its database connection failed (${error})`)
    }
    if (leads && !leading) {
      leading = true
      log.info('this server runs the site-wide work (the view rollup, the library watcher)')
      for (const work of works) begin(work)
    } else if (!leads && leading) {
      log.warn('this server no longer holds the site-wide work: another server takes it')
      await end()
    }
  }
  const next = () => {
    turn = turn.then(ask)
  }
  let timer: ReturnType<typeof setInterval> | undefined
  return {
    add: (work) => {
      works.push(work)
      if (leading) begin(work)
    },
    start: (logTo) => {
      log = logTo
      next()
      timer = setInterval(next, retryMs)
      timer.unref()
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await turn
      await end()
      // Ending the connection frees the lock: the next server to ask finds it free.
      await client.end({ timeout: 5 })
    },
    asked: () => turn,
  }
}
