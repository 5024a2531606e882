import type { SolutionPage } from '@/content/schema'
import { contentModeration } from './content-moderation'
import { darkWebScanning } from './dark-web-scanning'
import { phishingSimulation } from './phishing-simulation'
import { takedowns } from './takedowns'
import { websiteMonitoring } from './website-monitoring'

/** The solution registry: one file per /solutions/{slug} page, in navigation order. */
export const solutions: SolutionPage[] = [takedowns, websiteMonitoring, darkWebScanning, contentModeration, phishingSimulation]
