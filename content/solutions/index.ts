import type { SolutionPage } from '#content/schema.ts'
import { contentModeration } from '#content/solutions/content-moderation.ts'
import { darkWebScanning } from '#content/solutions/dark-web-scanning.ts'
import { phishingSimulation } from '#content/solutions/phishing-simulation.ts'
import { takedowns } from '#content/solutions/takedowns.ts'
import { websiteMonitoring } from '#content/solutions/website-monitoring.ts'

/** The solution registry: one file per /solutions/{slug} page, in navigation order. */
export const solutions: SolutionPage[] = [takedowns, websiteMonitoring, darkWebScanning, contentModeration, phishingSimulation]
