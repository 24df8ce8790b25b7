/** How long a link to set a forgotten password works (it works once). */
export const RESET_LINK_MINUTES = 30

/**
 * The server's answer to a link that is unknown, expired or already used: the reset screen shows it
 * with a way to ask for a new link.
 */
export const RESET_LINK_GONE = 'This link has expired or was already used'

/** The reset screen's address in a language; the mail's link adds `?token=…`. */
export const resetPasswordPage = (lang: string) => `/${lang}/user/reset-password`

/** A link's token: 32 random bytes in base64url. Anything else is no link the server sent. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
