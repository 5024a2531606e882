/**
 * The five services, each with its one display name (used in navigation, cards, footer, FAQ, titles
 * and prose) and its page. Plain data with no schema, so the navbar's client islands can import it.
 */
export const services = {
  takedowns: { name: 'Takedowns', href: '/solutions/takedowns' },
  phishingSimulation: { name: 'Phishing Simulation', href: '/solutions/phishing-simulation' },
  websiteMonitoring: { name: 'Website Monitoring', href: '/solutions/website-monitoring' },
  darkWebScanning: { name: 'Dark Web Scanning', href: '/solutions/dark-web-scanning' },
  contentModeration: { name: 'Content Moderation', href: '/solutions/content-moderation' },
} as const

/** Other names the services have gone by, lower case. */
const retiredNames = ['web monitoring', 'dark web monitoring', 'dark-web scanning', 'web scanning']

/**
 * The first retired name `copy` calls a service by, if any (content/services.test.ts keeps the copy
 * clear of them): one name each, so nobody wonders whether "web monitoring" is a sixth service.
 */
export function retiredServiceName(copy: string): string | undefined {
  const text = copy.toLowerCase().replaceAll(services.darkWebScanning.name.toLowerCase(), '')
  return retiredNames.find((name) => text.includes(name))
}
