import { slugify } from './slug.ts'

describe('slugify: heading ids', () => {
  it.each([
    ['How a phishing campaign is put together', 'how-a-phishing-campaign-is-put-together'],
    ['Our principles: Just Simple Security', 'our-principles-just-simple-security'],
    ['What we don’t do', 'what-we-dont-do'],
    ['Café & 24/7 support', 'cafe-24-7-support'],
  ])('%s → %s', (text, id) => expect(slugify(text)).toBe(id))
})

describe('slugify: topic addresses', () => {
  it.each([
    ['Cybersecurity', 'cybersecurity'],
    ['Content Moderation', 'content-moderation'],
    ['  Dark Web & Fraud ', 'dark-web-fraud'],
  ])('%s → %s', (topic, slug) => expect(slugify(topic)).toBe(slug))
})
