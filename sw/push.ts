import { openPage, pageOf } from './push-routing.ts'

declare const self: ServiceWorkerGlobalScope

/*
 * Push notifications (server/push): a push shows its notification (the post's title, the chapter,
 * the cover); a tap opens the page it names in a window of the app, one already open if there is.
 */

interface Shown {
  title: string
  body?: string
  icon?: string
  tag?: string
  url?: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** What a push says, read with care: a push the app cannot read still shows the site's name. */
function readPush(data: PushMessageData | null): Shown {
  try {
    const message = data?.json() as Record<string, unknown> | undefined
    return {
      title: text(message?.title) || 'Mọt',
      body: text(message?.body),
      icon: text(message?.icon),
      tag: text(message?.tag),
      url: text(message?.url),
    }
  } catch {
    return { title: 'Mọt' }
  }
}

export function handlePushes() {
  self.addEventListener('push', (event) => {
    const { title, url, ...options } = readPush(event.data)
    event.waitUntil(
      self.registration.showNotification(title, {
        ...options,
        data: { url: pageOf(url, self.location.origin) },
      }),
    )
  })
  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    event.waitUntil(openPage(pageOf(event.notification.data?.url, self.location.origin), self.clients))
  })
}
