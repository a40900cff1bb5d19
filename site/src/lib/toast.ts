import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message'

let sonner: Promise<Sonner> | undefined
let showToaster: (() => void) | undefined

/** Fetches the toast library; cached, and retried after a failed download. */
export function loadToasts(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined
    throw error
  })
  return sonner
}

/** Called by the app's toast outlet with the function that mounts it. */
export function registerToaster(show: () => void) {
  showToaster = show
}

// Sonner hands the toasts raised before its outlet subscribed to the outlet once it does, so a
// toast can be raised as soon as the library is here, while the outlet is still mounting.
const notify = (kind: Kind) => (message: string, options?: ExternalToast) => {
  showToaster?.()
  loadToasts().then(
    (library) => library.toast[kind](message, options),
    (error: unknown) => console.error('Could not show a notification', error),
  )
}

/**
 * Sonner's `toast`, loaded on first use: the library and its outlet stay out of every page's first
 * download, and the few milliseconds it takes to arrive are lost in the action that asked for it.
 */
export const toast = {
  message: notify('message'),
  success: notify('success'),
  error: notify('error'),
  info: notify('info'),
  warning: notify('warning'),
}
