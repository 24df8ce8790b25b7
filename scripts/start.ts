import { buildAppIfStale } from './lib/app-build.ts'

/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then runs the server,
 * which serves the app, the API and the media on PORT (8080 by default).
 */
// A custom APP_DIR is someone else's build: only ./dist is built here.
if (!process.env.APP_DIR) buildAppIfStale()
await import('../server/main.ts')
