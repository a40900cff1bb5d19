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
    window.localStorage.removeItem(key)
    setValue(initialValue)
  }, [key, initialValue])

  useEffect(() => {
    const onStorage = (event) => {
      if (event.storageArea === window.localStorage && event.key === key) {
        setValue(event.newValue === null ? initialValue : read(key, initialValue))
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, initialValue])

  return [value, setStoredValue, remove]
}
