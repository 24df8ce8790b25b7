import { relative, sep } from 'node:path'
import { watch } from 'chokidar'

/** Files that are never part of a library: macOS and Windows litter, and hidden files. */
export const isLitter = (name: string) => name.startsWith('.') || name === '__MACOSX' || name === 'Thumbs.db'

/**
 * The item a changed path belongs to, as a library path: `comics/<Series>` for anything inside a
 * series folder, `novels/<Title>.epub` for a book file; '' (the whole library) for a change to the
 * library's own folders. Undefined for a path outside the library or litter inside it.
 */
export function itemOf(library: string, path: string): string | undefined {
  const parts = relative(library, path).split(sep).filter(Boolean)
  if (parts[0] === '..' || parts.some(isLitter)) return undefined
  return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : ''
}

export interface WatchOptions {
  /** Poll instead of listening for change events (network mounts send none). */
  polling: boolean
  /** Called once a burst of changes to one item has settled. */
  onChange: (item: string) => void
  onError: (error: unknown) => void
  /** How long an item must be quiet before it is scanned. */
  debounceMs?: number
  /** How long a file's size must hold still before it counts as written (a copy in progress). */
  writeFinishMs?: number
}

/** Watches the library and reports each changed item once its changes have settled. */
export function watchLibrary(library: string, options: WatchOptions) {
  const { debounceMs = 2000, writeFinishMs = 2000 } = options
  const settling = new Map<string, NodeJS.Timeout>()
  const watcher = watch(library, {
    ignoreInitial: true,
    // The importer reads no link either: nothing outside the library comes in through one.
    followSymlinks: false,
    usePolling: options.polling,
    // Polling a big library reads every file's status each turn: every five seconds is soon enough.
    interval: 5000,
    binaryInterval: 5000,
    awaitWriteFinish: { stabilityThreshold: writeFinishMs, pollInterval: 250 },
    ignored: (path) => itemOf(library, path) === undefined,
  })
  watcher.on('all', (event, path) => {
    // A new folder is nothing to import until its files are written (each waits for its copy to end);
    // scanning it at once would read them half-copied.
    if (event === 'addDir') return
    const item = itemOf(library, path)
    if (item === undefined) return
    clearTimeout(settling.get(item))
    settling.set(
      item,
      setTimeout(() => {
        settling.delete(item)
        options.onChange(item)
      }, debounceMs),
    )
  })
  watcher.on('error', options.onError)
  return {
    /** Resolves once chokidar has listed the library and changes are being reported. */
    ready: new Promise<void>((resolve) => watcher.once('ready', resolve)),
    async close() {
      for (const timer of settling.values()) clearTimeout(timer)
      settling.clear()
      await watcher.close()
    },
  }
}
