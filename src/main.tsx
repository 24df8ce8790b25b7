import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { askAgainWhenAudienceChanges } from './app/audience-change.ts'
import { createQueryClient } from './app/query-client.ts'
import { createAppRouter } from './app/router.ts'
import { holdLinksUntilTakenOver } from './app/take-over.ts'
import { isHomePath } from './contract/first-screen.ts'
import type { Language } from './contract/languages.ts'
import { PAGE_STATE_ID } from './contract/rendered-page.ts'
import { loadLibrary } from './entities/library/library-store.ts'
import { restoreSession } from './features/auth/session.ts'
import { watchInstallPrompt } from './features/install/install-prompt.ts'
import { followMember } from './features/library/sync/follow-member.ts'
import { markFirstScreenDrawn } from './shared/after-paint.ts'
import { isSignedInAtom } from './shared/auth-atoms.ts'
import { activateLanguage } from './shared/i18n/activate.ts'
import { languageOfPath } from './shared/i18n/languages.ts'
import { isKioskAtom } from './shared/kiosk.ts'
import { chosenSiteTheme, showSiteTheme } from './shared/site-theme.ts'
import { store } from './shared/store.ts'
import './styles/index.css'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function start() {
  // The colours chosen in the settings, before anything is drawn in the device's own.
  showSiteTheme(chosenSiteTheme())
  // The browser may offer to install before the first screen is drawn.
  watchInstallPrompt()
  // The app starts in a few tasks, not one with its code's evaluation: on a slow phone each is tens
  // of milliseconds, and between them the browser paints and answers input.
  await delay(0)
  const language = languageOfPath(window.location.pathname)
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  await delay(0)
  // A page the server drew carries the answers it was drawn with (server/render/pages.ts), and the
  // app draws the same page from them alone to take it over. Should they not read, the app draws the
  // page itself, over the server's.
  const drawn = readDrawnState()
  // It was drawn for a visitor (the site's default of what may be seen): a member's or a kiosk's
  // device may see less, so it asks for its own answers instead (server/audience/).
  const drawnAnswers = drawn && !store.get(isSignedInAtom) && !store.get(isKioskAtom) ? drawn : undefined
  if (drawnAnswers) hydrate(queryClient, drawnAnswers)
  // Answers kept for one asker are not shown to another: a sign-in, a sign-out or a kiosk's limit asks again.
  askAgainWhenAudienceChanges(queryClient)
  // The language must be active before the first render, and the stored cache restored before the
  // first loader runs, or a page seen before would try the network instead of showing offline.
  await Promise.all([
    activateLanguage(language, isHomePath(window.location.pathname) ? 'first-screen' : 'all'),
    drawnAnswers || restoreQueryCache(queryClient),
    loadLibrary(),
  ])
  // The member's name is asked for in the background: the first page does not wait for the network.
  restoreSession(language)
  followMember(language)
  // The first route loads before anything is drawn, and the first screen is then drawn as a
  // transition: React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole screen (half a second on a slow phone), which it did when the router's
  // store announced the loaded route. A slow answer holds the first draw no longer than the
  // router waits before its loading screen.
  // A drawn page is taken over once its route's code is here, as it was drawn.
  const loaded = router.load().catch(() => {})
  await (drawn ? loaded : Promise.race([loaded, delay(router.options.defaultPendingMs ?? 1000)]))
  // The server draws every page as a visitor's. A member's or a kiosk's differs (their menu, the
  // links a kiosk hides, from its address too), and so does a reader: the app draws those itself,
  // over the server's.
  const takeOver =
    drawn &&
    !store.get(isSignedInAtom) &&
    !store.get(isKioskAtom) &&
    // An address proposing kiosk mode shows its proposal, whose code loads apart, as the page opens.
    !new URLSearchParams(window.location.search).has('kiosk') &&
    !router.state.matches.some((match) => match.staticData.drawnOnDevice)
  // The router draws a page taken over from the server as the server drew it (with no Suspense
  // around the root), which it does for a router marked as hydrating.
  if (takeOver) {
    router.ssr = { manifest: undefined }
    holdLinksUntilTakenOver(router)
  }
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <App
        router={router}
        queryClient={queryClient}
        onDrawn={once(() => {
          // Parts of a drawn page are taken over after this (React's Suspense boundaries): an
          // answer of the device's added meanwhile would draw them otherwise than the server did.
          // The waiting actions are restored; this visit's answers are kept from now on. In a task
          // of its own: its code is not what the page is taken over with.
          afterFirstScreen(language)
          if (drawnAnswers) setTimeout(() => void restoreQueryCache(queryClient, { answers: false }))
        })}
      />
    </StrictMode>
  )
  // As a transition, React takes the page over (or draws it) in slices, with the browser free to
  // paint and answer input between them, instead of in one long task.
  // From here a tap is React's: the start of a drawn page (public/app-start.js) keeps none to give again.
  document.documentElement.dataset.appStarted = ''
  startTransition(() => {
    if (takeOver) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}

/**
 * What the app needs soon but not for its first screen is asked for once that screen is drawn, so it
 * competes with it neither for the network nor for the main thread.
 */
function afterFirstScreen(language: Language) {
  // The page answers from now on: a page the server drew was shown before its buttons did.
  markFirstScreenDrawn()
  // The home was drawn with the messages of the app's script alone; the rest come now, before the
  // downloads (which may report in words) and any other screen need them. Downloads go on where the
  // app was closed; the stored ones are read long before a new one can be asked for, which takes
  // opening the download dialog and choosing chapters (a read after that would drop it from the list).
  // In a task of their own: input waiting since the page was taken over goes first.
  setTimeout(() => {
    void import('./shared/i18n/choose-language.ts').then(({ keepLanguageCookie }) => keepLanguageCookie())
    void Promise.all([import('./features/downloads/start-downloads.ts'), activateLanguage(language)]).then(
      ([{ startDownloads }]) => startDownloads(),
    )
    void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker())
  })
}

/**
 * The stored query cache, restored and kept from now on. Its code is not in the app's script: a page
 * the server drew needs none of it to be shown, and an app opened offline has it from the service
 * worker's precache. Should it fail to load, the visit goes on without a stored cache.
 */
const restoreQueryCache = (queryClient: QueryClient, options?: { answers: boolean }) =>
  import('./app/persist-cache.ts').then(
    (persistence) => persistence.restoreQueryCache(queryClient, options),
    () => {},
  )

function readDrawnState(): DehydratedState | undefined {
  try {
    const state = JSON.parse(document.getElementById(PAGE_STATE_ID)?.textContent ?? 'null')
    return Array.isArray(state?.queries) ? state : undefined
  } catch {
    return undefined
  }
}

/** `fn` the first time only: a development build runs effects twice. */
function once(fn: () => void) {
  let done = false
  return () => {
    if (!done) fn()
    done = true
  }
}

start()
