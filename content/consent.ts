export const cookieSettingsCopy = {
  heading: 'Cookie settings',
  current: {
    accepted: 'You have accepted analytics and error reporting.',
    declined: 'You have declined analytics and error reporting.',
    undecided: 'You have not made a choice yet: analytics and error reporting are off.',
    unknown: 'Checking your current choice…',
  },
  nowOff: 'They are now off.',
  nowOn: 'They are now on.',
}
