import { parseParamsOr404 } from '../lists/index.ts'
import { chapterParamsSchema } from './params.ts'

/**
 * What every reader route checks before its page loads: the slug and the chapter number. Only a
 * chapter number matches, so `/{lang}/comic/{sort}/lists` stays a list. The page itself comes from
 * `readerPage` (reader-page.tsx), loaded with the route's code.
 */
export const readerRoute = {
  // Where the reader was, how they read and in what style are the device's: a reader the server
  // drew (for crawlers, and to show the chapter at once) is drawn again by the app.
  staticData: { drawnOnDevice: true },
  params: {
    parse: (params: { slug: string; chapterIndex: string }) => parseParamsOr404(chapterParamsSchema, params),
  },
}
