// What consent starts and stops, behind one import: one lazy chunk loader on every page instead of two.
import { startAnalytics, stopAnalytics } from '#lib/analytics'
import { startErrorReporting, stopErrorReporting } from '#lib/error-reporting'

export { trackPageview } from '#lib/analytics'

export function startTracking(): void {
  void startAnalytics()
  void startErrorReporting()
}

export function stopTracking(): void {
  stopAnalytics()
  void stopErrorReporting()
}
