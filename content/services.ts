/** The five services, each with its one display name; plain data with no schema, so client islands can import it. */
export const services = {
  takedowns: { name: 'Takedowns', href: '/solutions/takedowns' },
  phishingSimulation: { name: 'Phishing Simulation', href: '/solutions/phishing-simulation' },
  websiteMonitoring: { name: 'Website Monitoring', href: '/solutions/website-monitoring' },
  darkWebScanning: { name: 'Dark Web Scanning', href: '/solutions/dark-web-scanning' },
  contentModeration: { name: 'Content Moderation', href: '/solutions/content-moderation' },
} as const

/** Other names the services have gone by, lower case. */
const retiredNames = ['web monitoring', 'dark web monitoring', 'dark-web scanning', 'web scanning']

/** The first retired name `copy` uses, so nobody wonders whether "web monitoring" is a sixth service. */
export function retiredServiceName(copy: string): string | undefined {
  const text = copy.toLowerCase().replaceAll(services.darkWebScanning.name.toLowerCase(), '')
  return retiredNames.find((name) => text.includes(name))
}
