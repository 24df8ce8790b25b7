/**
 * Spec §2: every route change stops whatever plays. Plain <video>/<audio> elements are paused here;
 * players that stream (HLS/DASH) listen for this event to stop and release their connections too.
 */
export const STOP_MEDIA_EVENT = 'mot:stop-media'

export function stopAllMedia(root: ParentNode = document) {
  for (const media of root.querySelectorAll<HTMLMediaElement>('video, audio')) {
    if (!media.paused) media.pause()
  }
  window.dispatchEvent(new Event(STOP_MEDIA_EVENT))
}
