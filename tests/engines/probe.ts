/** Where the proxy serves the probe: on the site's origin, so the site's script-src 'self' lets it run. */
export const probePath = '/__engine-probe.js'

/** Key of the session storage where the probe keeps what it heard: it outlives reloads of the tab. */
export const problemsKey = 'engine-probe-problems'

/**
 * Runs first in every page: keeps each console warning and error, uncaught error, unhandled
 * rejection and refusal of the Content Security Policy, for the harness to read back.
 */
export const probeScript = `(() => {
  // A page being left cancels its requests and imports: what it says then, nobody sees.
  let leaving = false
  addEventListener('pagehide', () => { leaving = true })
  addEventListener('beforeunload', () => { leaving = true })
  const keep = (line) => {
    if (leaving) return
    try {
      const kept = JSON.parse(sessionStorage.getItem(${JSON.stringify(problemsKey)}) || '[]')
      kept.push(location.pathname + ': ' + line)
      sessionStorage.setItem(${JSON.stringify(problemsKey)}, JSON.stringify(kept))
    } catch {}
  }
  for (const level of ['warn', 'error']) {
    const original = console[level]
    console[level] = function (...args) {
      keep(level + ': ' + args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '))
      return original.apply(this, args)
    }
  }
  addEventListener('securitypolicyviolation', (event) =>
    keep('refused by the Content Security Policy: ' + event.violatedDirective + ' ' + event.blockedURI))
  addEventListener('error', (event) => keep('uncaught: ' + event.message))
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + String(event.reason)))
})()
`

/** Reads and empties what the probe kept. */
export const takeProblems = `(() => {
  const kept = JSON.parse(sessionStorage.getItem(${JSON.stringify(problemsKey)}) || '[]')
  sessionStorage.removeItem(${JSON.stringify(problemsKey)})
  return kept
})()`
