import { z } from 'zod'
import { text } from '@/content/text'
import { addonIds, planIds } from '#lib/pricing'

export const featureIds = [
  'Users',
  'ProductsMonitored',
  'ContentModerationScans',
  'ManagedTakedowns',
  'DetectionAlerts',
  'MonitoredWebsites',
  'DarkWebScanning',
  'PhishingSimulation',
] as const

const pricingSchema = z.object({
  plans: z
    .array(
      z.object({
        id: z.enum(planIds),
        name: text,
        description: text,
        basePrice: z.union([z.number().int().positive(), z.literal('Contact Us')]),
        signupUrl: z.string().regex(/^\/[a-z/-]+$/),
        features: z.record(z.enum(featureIds), text),
      }),
    )
    .length(3),
  featureLabels: z.record(z.enum(featureIds), text),
  addons: z.array(z.object({ id: z.enum(addonIds), label: text, unitPrice: z.number().int().positive(), unit: text })).length(4),
})

/** Checked at build; islands get the result as props, so zod stays out of the browser. */
export const pricing = pricingSchema.parse({
  plans: [
    {
      id: 'starter',
      name: 'Starter',
      description: 'For a single brand getting started with monitoring and alerts.',
      basePrice: 100,
      signupUrl: '/signup/starter',
      features: {
        Users: '1',
        ProductsMonitored: '10',
        ContentModerationScans: '100K per month',
        ManagedTakedowns: '0',
        DetectionAlerts: '10',
        MonitoredWebsites: '1',
        DarkWebScanning: 'No',
        PhishingSimulation: 'No',
      },
    },
    {
      id: 'business',
      name: 'Business',
      description: 'For growing teams that want threats found and taken down for them.',
      basePrice: 1000,
      signupUrl: '/signup/business',
      features: {
        Users: '10',
        ProductsMonitored: 'Unlimited',
        ContentModerationScans: '500K per month',
        ManagedTakedowns: '10',
        DetectionAlerts: 'Unlimited',
        MonitoredWebsites: '3',
        DarkWebScanning: 'Domains + Users',
        PhishingSimulation: 'Yearly',
      },
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      description: 'For large organisations with several brands and custom needs.',
      basePrice: 'Contact Us',
      signupUrl: '/contact',
      features: {
        Users: 'Unlimited',
        ProductsMonitored: 'Unlimited',
        ContentModerationScans: 'Custom',
        ManagedTakedowns: 'Custom',
        DetectionAlerts: 'Unlimited',
        MonitoredWebsites: 'Unlimited',
        DarkWebScanning: 'Unlimited + Custom',
        PhishingSimulation: 'Yearly + Training',
      },
    },
  ],
  featureLabels: {
    Users: 'Users',
    ProductsMonitored: 'Products monitored',
    ContentModerationScans: 'Content moderation scans',
    ManagedTakedowns: 'Managed takedowns',
    DetectionAlerts: 'Detection alerts',
    MonitoredWebsites: 'Monitored websites',
    DarkWebScanning: 'Dark web scanning',
    PhishingSimulation: 'Phishing simulation',
  },
  addons: [
    { id: 'ManagedTakedowns', label: 'Managed Takedowns', unitPrice: 100, unit: 'takedown' },
    { id: 'DetectionAlerts', label: 'Detection Alerts', unitPrice: 5, unit: 'alert' },
    { id: 'ContentModerationScans', label: 'Content Moderation Scans', unitPrice: 60, unit: 'scan pack' },
    { id: 'MonitoredWebsites', label: 'Monitored Websites', unitPrice: 50, unit: 'website' },
  ],
})

export type Pricing = typeof pricing
export type Plan = Pricing['plans'][number]
