import type { RichText } from '@/content/schema'
import { body as detectingPreventingCsam } from './detecting-preventing-csam'
import { body as futureOfDarkWebScanning } from './future-of-dark-web-scanning'
import { body as importanceOfContentModeration } from './importance-of-content-moderation'
import { body as importanceOfWebsiteMonitoring } from './importance-of-website-monitoring'
import { body as protectingIntellectualProperty } from './protecting-intellectual-property'
import { body as securingYourWebsite } from './securing-your-website'
import { body as understandingPhishing } from './understanding-phishing'

/** Article bodies by slug; each file is checked against richTextSchema when it loads. */
export const articles: Record<string, RichText> = {
  'understanding-phishing': understandingPhishing,
  'importance-of-content-moderation': importanceOfContentModeration,
  'securing-your-website': securingYourWebsite,
  'detecting-preventing-csam': detectingPreventingCsam,
  'future-of-dark-web-scanning': futureOfDarkWebScanning,
  'protecting-intellectual-property': protectingIntellectualProperty,
  'importance-of-website-monitoring': importanceOfWebsiteMonitoring,
}
