/**
 * The second site the browser tests start: no demo catalogue, its content imported from a small
 * library generated at its start (library-fixture.ts) through LIBRARY_DIR, as an operator runs it.
 */
export const libraryPort = Number(process.env.E2E_PORT ?? 4173) + 1
export const libraryBaseURL = `http://127.0.0.1:${libraryPort}`
