import { useEffect, useState } from 'react'

/**
 * `none` until hydrated (the server has no URL); `changes` counts hashchanges, to key a new form. `read` must be
 * stable, and may clear what it took from the address bar: undefined keeps the last value.
 */
export function useLocationValue<Value>(read: (location: Location) => Value | undefined, none: Value) {
  const [found, setFound] = useState({ value: none, changes: 0 })
  useEffect(() => {
    const update = (change: number) => {
      const value = read(window.location)
      if (value !== undefined) setFound((previous) => ({ value, changes: previous.changes + change }))
    }
    update(0)
    const onHashChange = () => update(1)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [read])
  return found
}
