/** How the film player steps and remembers, defined once for the controls, the keys and the tests. */
export const SEEK_STEP_S = 5
export const VOLUME_STEP = 0.1
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const

/** At the end of an episode, the next one starts after this many seconds unless the viewer cancels. */
export const NEXT_EPISODE_COUNTDOWN_S = 5

/** The position is written this often while a film plays, and at once on pause, stop and leaving. */
export const RESUME_SAVE_MS = 5000
/** Too early to be worth resuming, or so near the end that the film counts as watched. */
export const RESUME_MIN_S = 3
export const RESUME_MAX_FRACTION = 0.95
/** Positions of the films watched longest ago are dropped past this many. */
export const RESUME_ENTRIES_MAX = 200
/** How long the 'resumed at' notice with its 'start over' button stays. */
export const RESUME_NOTICE_MS = 8000
