import { checkContent, richTextSchema } from '@/content/schema'

export const summary =
  'We have no open roles right now. If you would like to work with us in future, you are welcome to get in touch.'

export const body = checkContent(richTextSchema, 'content/company/careers.ts', [
  {
    type: 'p',
    text: 'We have no open roles right now. When we are hiring, we list the roles on this page.',
  },

  { type: 'h2', text: 'Who we usually look for' },
  {
    type: 'p',
    text: 'Our work is finding malicious content, getting it removed and helping businesses protect their name. The people who do it usually work in one of these areas:',
  },
  {
    type: 'ul',
    items: [
      'Security analysts, who investigate phishing, impersonation and leaked data, and work out who is behind it and where it is hosted.',
      'Takedown specialists, who prepare evidence and work with hosting providers, domain registrars and platforms to get malicious content removed.',
      'Trust and safety moderators, who review user-generated content carefully and consistently against clear rules.',
      'Engineers, who build and run the tools that find threats and the dashboard our customers use.',
    ],
  },
  {
    type: 'p',
    text: 'Whatever the role, we value clear writing, careful work with evidence and respect for people’s privacy.',
  },

  { type: 'h2', text: 'Get in touch' },
  {
    type: 'p',
    text: 'If you would like us to consider you for future roles, send us your CV and a short note about yourself through our contact page. Tell us which kind of work interests you.',
  },
  {
    type: 'p',
    text: 'With your consent, we keep your CV for 6 months so that we can contact you if a suitable role opens. After 6 months we delete it. You can ask us to delete it sooner at any time. Our Privacy Policy explains how we handle your personal data.',
  },

  { type: 'h2', text: 'Equal opportunity' },
  {
    type: 'p',
    text: 'We welcome applications from everyone. We consider every applicant on their skills and experience, whatever their age, disability, gender reassignment, marriage or civil partnership, pregnancy or maternity, race, religion or belief, sex or sexual orientation.',
  },
  {
    type: 'p',
    text: 'If you need any adjustments to apply or to take part in an interview, tell us and we will do our best to help.',
  },
])
