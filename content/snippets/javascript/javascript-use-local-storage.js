import { useCallback, useEffect, useState } from 'react'

function read(key, fallback) {
  try {
    const raw = window.localStorage.getItem(key)
    return raw === null ? fallback : JSON.parse(raw)
  } catch {
    return fallback // storage blocked, quota issues or invalid JSON
  }
}

export function useLocalStorage(key, initialValue) {
  const [value, setValue] = useState(() => read(key, initialValue))

  const setStoredValue = useCallback(
    (next) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? next(current) : next
        try {
          window.localStorage.setItem(key, JSON.stringify(resolved))
        } catch {
          // Keep the in-memory value even if it cannot be persisted.
        }
        return resolved
      })
    },
    [key],
  )

  const remove = useCallback(() => {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // Nothing was stored where storage is unavailable.
    }
    setValue(initialValue)
  }, [key, initialValue])

  useEffect(() => {
    const onStorage = (event) => {
      // Another tab changed this key, or cleared storage (key null): read it again.
      if (event.storageArea !== window.localStorage || (event.key !== null && event.key !== key)) return
      setValue(read(key, initialValue))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, initialValue])

  return [value, setStoredValue, remove]
}
