import type { SolutionPage } from '@/content/schema'
import { financial } from './financial'
import { gaming } from './gaming'
import { manufacturing } from './manufactering'
import { retail } from './retail'

/** The industry registry: one file per /industry/{slug} page (same model as solutions). */
export const industries: SolutionPage[] = [gaming, manufacturing, retail, financial]
