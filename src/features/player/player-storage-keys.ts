/*
 * What the film player keeps in the browser, apart from src/shared/storage-keys.ts so that the first
 * load does not carry it (the player and the settings load on their own).
 */

/** The film player's speed, volume and mute, kept from one episode to the next (localStorage). */
export const FILM_PLAYBACK_KEY = 'filmPlayback'

/** Whether the next episode starts by itself when one ends (localStorage; on unless turned off). */
export const FILM_AUTOPLAY_KEY = 'filmAutoplayNext'
