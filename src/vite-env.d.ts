declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** A catalogue's messages used by the app's own script (vite.config.ts). */
declare module '*.po?first-screen' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  /** package.json version, set at build time. */
  readonly APP_VERSION: string
}
