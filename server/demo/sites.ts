/**
 * The outside sites the demo links to: the games portal (play links, the banner that opens it) and
 * the community chat (side menu, home chat block). Reserved example hosts until real ones exist.
 */
export const gamesSite = 'https://games.example.com'
export const chatSite = 'https://chat.example.com'
