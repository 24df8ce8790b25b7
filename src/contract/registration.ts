/**
 * Registration by mail (registering must not tell which emails have accounts): the answer is
 * always 202 and the same words; the account is made when the link mailed to the address is opened.
 */

/** How long the link that confirms a registration works (it works once). */
export const REGISTRATION_LINK_HOURS = 24

/** The screen the mail's link opens, `?token=…` added: it confirms the email and signs the member in. */
export const confirmEmailPage = (lang: string) => `/${lang}/user/confirm-email`

/** The screens the mail to an address that already has an account links to. */
export const loginPage = (lang: string) => `/${lang}/user/login`
export const forgotPasswordPage = (lang: string) => `/${lang}/user/forgot-password`
