/**
 * The outside site the demo's games are played on (their play links): a reserved example host until
 * a real one exists. The demo has no chat site, and its games banner opens the site's own games.
 */
export const gamesSite = 'https://games.example.com'
