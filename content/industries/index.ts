import type { SolutionPage } from '#content/schema.ts'
import { financial } from '#content/industries/financial.ts'
import { gaming } from '#content/industries/gaming.ts'
import { manufacturing } from '#content/industries/manufactering.ts'
import { retail } from '#content/industries/retail.ts'

/** The industry registry: one file per /industry/{slug} page (same model as solutions). */
export const industries: SolutionPage[] = [gaming, manufacturing, retail, financial]
