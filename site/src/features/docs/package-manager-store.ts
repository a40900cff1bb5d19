import { useCallback, useSyncExternalStore } from 'react'
import { isPackageManager, type PackageManager } from './install-commands'

const storageKey = 'snipstack:package-manager'
const changeEvent = 'snipstack:package-manager'
const fallback: PackageManager = 'npm'

/** A choice made while storage is blocked (privacy settings): kept for this page only. */
let unsaved: PackageManager | undefined

function read(): PackageManager {
  if (unsaved) return unsaved
  try {
    const stored = window.localStorage.getItem(storageKey)
    return isPackageManager(stored) ? stored : fallback
  } catch {
    return fallback
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(changeEvent, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(changeEvent, onChange)
  }
}

function write(next: PackageManager) {
  try {
    window.localStorage.setItem(storageKey, next)
  } catch {
    unsaved = next
  }
  window.dispatchEvent(new Event(changeEvent))
}

/**
 * The visitor's package manager, shared by every command on the page and across tabs. The server
 * and the hydrating render both use the default, then the stored choice takes over, so the HTML
 * never mismatches.
 */
export function usePackageManager(): [PackageManager, (pm: PackageManager) => void] {
  const pm = useSyncExternalStore(subscribe, read, () => fallback)
  return [pm, useCallback(write, [])]
}
