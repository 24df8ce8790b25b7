/**
 * Node's flags for every process that runs the server or opens the embedded database (issue 51: a
 * server at rest in ≤ 300 MB that peaks at ≤ 600 MB while it starts; docs/measurements.md, "Memory
 * of the embedded server"). They are V8's, read once when Node starts: `NODE_OPTIONS` refuses
 * `--liftoff-only` and `v8.setFlagsFromString` no longer changes them, so each command says them:
 * package.json's scripts (`tests/unit/node-flags.test.ts` holds them to this list), the process that
 * makes a new embedded database (db/embedded.ts), the instruments' and tests' servers
 * (scripts/lib/local-server.ts), `npm run dev` and the browser tests' servers.
 *
 * - `--liftoff-only`: PGlite is PostgreSQL compiled to WebAssembly, and V8 recompiles its busiest
 *   functions with its optimising compiler, TurboFan. The SQL parser (`raw_parser`, 105 kB of
 *   WebAssembly) took it 600 MB and 0.6 s, during every start; with the baseline compiler alone the
 *   start's peak fell from 1,190 to 715 MB and the server at rest from 410-460 to 315-370 MB. It
 *   costs some 10% more CPU an uncached read.
 * - `--max-semi-space-size=4`: V8's young generation, which it sizes from the machine's memory (it
 *   grew to 128 MB on a 24 GB machine, all of it touched by the first minute's garbage), capped at
 *   4 MB a semi-space: the start's peak from 715 to 540 MB, at rest 50-100 MB less, for some 8% more
 *   CPU an uncached read (more frequent minor collections).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--liftoff-only', '--max-semi-space-size=4']
