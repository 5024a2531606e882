import type { CheckLine, DoneLine, RegisteredLine } from '#lib/lookalike/check-registered'

/** Why a check gave no totals: 429, a 5xx or a body that is not the check's, a 4xx, or the connection. */
export type CheckFailure = 'rate-limited' | 'unavailable' | 'refused' | 'network'

/** `of` is unknown until the first line. */
export type RegisteredCheck = {
  phase: 'idle' | 'running' | 'done' | 'failed'
  checked: number
  of?: number
  found: RegisteredLine[]
  done?: DoneLine
  failure?: CheckFailure
}

export const idleCheck: RegisteredCheck = { phase: 'idle', checked: 0, found: [] }

export type CheckEvent = { type: 'start' } | { type: 'line'; line: CheckLine } | { type: 'failed'; failure: CheckFailure }

/** What was found stays through a failure. */
export function nextCheck(state: RegisteredCheck, event: CheckEvent): RegisteredCheck {
  if (event.type === 'start') return { phase: 'running', checked: 0, found: [] }
  if (event.type === 'failed') return { ...state, phase: 'failed', failure: event.failure }
  const { line } = event
  if ('domain' in line) return { ...state, found: [...state.found, line] }
  if ('done' in line) return { ...state, phase: 'done', checked: line.checked, done: line }
  return { ...state, checked: line.checked, of: line.of }
}

/** How a finished check ended: `stopped` early with some found, `resolver-down` with none. */
export type CheckEnd = 'complete' | 'capped' | 'stopped' | 'resolver-down'

export function checkEnd({ done, of, found }: RegisteredCheck): CheckEnd | undefined {
  if (!done) return undefined
  if (!done.partial) return 'complete'
  if (done.checked >= (of ?? done.checked)) return 'capped'
  return found.length ? 'stopped' : 'resolver-down'
}
