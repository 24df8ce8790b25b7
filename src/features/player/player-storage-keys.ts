/*
 * What the film player keeps in the browser, apart from src/shared/storage-keys.ts: only the player
 * and the settings (which load on their own) use it.
 */

/** The film player's speed, volume and mute, kept from one episode to the next (localStorage). */
export const FILM_PLAYBACK_KEY = 'filmPlayback'

/** Whether the next episode starts by itself when one ends (localStorage; on unless turned off). */
export const FILM_AUTOPLAY_KEY = 'filmAutoplayNext'
