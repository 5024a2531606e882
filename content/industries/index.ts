import type { SolutionPage } from '@/content/schema'
import { financial } from '@/content/industries/financial'
import { gaming } from '@/content/industries/gaming'
import { manufacturing } from '@/content/industries/manufacturing'
import { retail } from '@/content/industries/retail'

export const industries: SolutionPage[] = [gaming, manufacturing, retail, financial]
