import { useEffect, useReducer, useRef } from 'react'
import { CheckFailed, fetchRegistered } from '#lib/lookalike/registered-fetch'
import { idleCheck, nextCheck } from '#lib/lookalike/registered-state'

/** A new run or another domain cancels the last. */
export function useRegisteredCheck(domain: string) {
  const [check, dispatch] = useReducer(nextCheck, idleCheck)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  async function start() {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    dispatch({ type: 'start' })
    try {
      for await (const line of fetchRegistered(domain, controller.signal)) dispatch({ type: 'line', line })
    } catch (error) {
      if (!controller.signal.aborted)
        dispatch({ type: 'failed', failure: error instanceof CheckFailed ? error.failure : 'network' })
    }
  }

  return { check, start }
}
