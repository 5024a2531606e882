import type { SolutionPage } from '@/content/schema'
import { contentModeration } from '@/content/solutions/content-moderation'
import { darkWebScanning } from '@/content/solutions/dark-web-scanning'
import { phishingSimulation } from '@/content/solutions/phishing-simulation'
import { takedowns } from '@/content/solutions/takedowns'
import { websiteMonitoring } from '@/content/solutions/website-monitoring'

/** Kept in navigation order. */
export const solutions: SolutionPage[] = [takedowns, websiteMonitoring, darkWebScanning, contentModeration, phishingSimulation]
