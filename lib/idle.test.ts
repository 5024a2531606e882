/** @jest-environment jsdom */
import { IDLE_TIMEOUT_MS, whenIdle } from '#lib/idle'

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers()
    delete (window as Partial<Window>).requestIdleCallback
    delete (window as Partial<Window>).cancelIdleCallback
  })

  it('uses requestIdleCallback with a 2000 ms timeout', () => {
    const requestIdleCallback = jest.fn(() => 7)
    const cancelIdleCallback = jest.fn()
    Object.assign(window, { requestIdleCallback, cancelIdleCallback })
    const callback = jest.fn()
    const cancel = whenIdle(callback)
    expect(IDLE_TIMEOUT_MS).toBe(2000)
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 2000 })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('falls back to a 2 s timer without requestIdleCallback', () => {
    jest.useFakeTimers()
    const callback = jest.fn()
    whenIdle(callback)
    jest.advanceTimersByTime(1999)
    expect(callback).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('can be cancelled before it runs', () => {
    jest.useFakeTimers()
    const callback = jest.fn()
    whenIdle(callback)()
    jest.advanceTimersByTime(5000)
    expect(callback).not.toHaveBeenCalled()
  })
})
