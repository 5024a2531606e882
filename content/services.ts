const service = <Slug extends string>(name: string, slug: Slug) => ({ name, slug, href: `/solutions/${slug}` as const })

/** Plain data with no schema, so client islands can import it. */
export const services = {
  takedowns: service('Takedowns', 'takedowns'),
  phishingSimulation: service('Phishing Simulation', 'phishing-simulation'),
  websiteMonitoring: service('Website Monitoring', 'website-monitoring'),
  darkWebScanning: service('Dark Web Scanning', 'dark-web-scanning'),
  contentModeration: service('Content Moderation', 'content-moderation'),
}

const retiredNames = ['web monitoring', 'dark web monitoring', 'dark-web scanning', 'web scanning']

/** So nobody wonders whether "web monitoring" is a sixth service. A no-break space is a space here. */
export function retiredServiceName(copy: string): string | undefined {
  const text = copy.toLowerCase().replaceAll('\u00a0', ' ').replaceAll(services.darkWebScanning.name.toLowerCase(), '')
  return retiredNames.find((name) => text.includes(name))
}
