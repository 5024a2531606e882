'use client'

import { useEffect, useState } from 'react'

/**
 * What `read` finds in the address bar of a prerendered page: `none` as it hydrates (the server has no URL), then
 * what the URL holds once hydrated and after each `hashchange`; `changes` counts the latter, a `key` for a new form.
 * A read that finds nothing (undefined) changes nothing, so `read` may also clear what it took from the address bar.
 * `read` must be stable (declared outside the component).
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
