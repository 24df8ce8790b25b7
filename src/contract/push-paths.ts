/**
 * Push notifications (server/push): the site's public key, a member's devices and settings. Apart
 * from paths.ts, whose module the first pages load: these load with the push screens only.
 */
export const pushKeyRoute = '/push/key/'
export const pushDevicesRoute = '/push/devices/'
export const pushDeviceRemoveRoute = '/push/devices/:id/remove/'
export const pushSettingsRoute = '/push/settings/'
