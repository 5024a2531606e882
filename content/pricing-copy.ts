// No zod: the calculator's client components import this module, and zod stays out of the browser.
import { FREE_TRIAL_DAYS } from '#lib/pricing'
import { bookDemoLink, contactLink } from '@/content/links'

/** The specification's quoted strings ('Save 20%', 'Customize Your Plan', 'Pricing Summary', 'VAT (20%)', 'Signup Now') stay exact. */
export const pricingCopy = {
  yearlySwitch: 'Yearly commitment',
  yearlySaving: 'Save 20%',
  vatSwitch: 'Show prices including VAT',
  table: {
    label: 'Plan comparison',
    caption: (isYearly: boolean, showVat: boolean) =>
      `Plans compared: price per ${isYearly ? 'year' : 'month'} ${showVat ? 'including' : 'excluding'} VAT, and what each plan includes`,
    planColumn: 'Plan',
    priceRow: 'Price',
    signupRow: 'Sign up',
    signup: 'Sign up',
    signupFor: (plan: string) => ` for ${plan}`,
    notIncluded: 'Not included',
    quotedNote: 'Quoted for your brands and volumes',
    /** Marked for a reason the price list itself shows, never popularity. */
    recommended: { plan: 'business', label: 'Includes managed takedowns' },
  },
  customise: {
    heading: 'Customize Your Plan',
    text: 'Add capacity to Starter or Business. Unit prices follow the switches above: per month or per year (less 20%), with or without VAT.',
    /** Followed by ", incl. VAT" or ", ex. VAT", which the calculator keeps on one line. */
    unitPrice: (price: string, unit: string, isYearly: boolean) => `${price} per ${unit} per ${isYearly ? 'year' : 'month'}`,
  },
  handoff: {
    title: (plan: string) => `Sign up for ${plan}`,
    description: (plan: string) => `Check your ${plan} plan choice and continue to create your Plainguard account.`,
    intro: `Check your choice, then continue to our customer dashboard to create your account. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`,
    checking: 'Checking the plan you chose…',
    /** The static page reads the cookie in the browser, so without JavaScript it shows this. */
    notShown: 'Without JavaScript this page cannot show your choice: continue, and choose your billing and add-ons there.',
    defaults: (plan: string) =>
      `You’re signing up for ${plan}, billed monthly, with no add-ons. To add capacity or pay yearly, change your choice first.`,
    help: {
      heading: 'Not sure which plan?',
      text: 'Talk it through with us first. In a demo we look at your own brand and suggest the plan that fits.',
      links: [bookDemoLink, contactLink],
    },
    heading: 'Your choice',
    plan: 'Plan',
    billing: 'Billing',
    yearly: 'Yearly (save 20%)',
    monthly: 'Monthly',
    addons: 'Add-ons',
    noAddons: 'None',
    totalInclVat: 'Total (incl. VAT)',
    continue: 'Continue to sign-up',
    change: 'Change my choice',
  },
  summary: {
    heading: 'Pricing Summary',
    planLegend: 'Plan',
    planLine: (plan: string) => `${plan} plan`,
    total: (label: string) => `Total (${label})`,
    vat: 'VAT (20%)',
    signup: 'Signup Now',
  },
}
