// What consent starts and stops, behind one import: one lazy chunk loader on every page instead of two.
import { startAnalytics, stopAnalytics } from './analytics.ts'
import { startErrorReporting, stopErrorReporting } from './error-reporting.ts'

export { trackPageview } from './analytics.ts'

export function startTracking(): void {
  void startAnalytics()
  void startErrorReporting()
}

export function stopTracking(): void {
  stopAnalytics()
  void stopErrorReporting()
}
