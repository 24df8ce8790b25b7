declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

interface ImportMetaEnv {
  /** package.json version, set at build time. */
  readonly APP_VERSION: string
}
