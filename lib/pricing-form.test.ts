import { calculatorDefaults, calculatorState, signupChoice } from '#lib/pricing-form'

const form = (entries: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('calculatorState', () => {
  it('reads the switches, the plan and the add-ons from a form', () => {
    expect(
      calculatorState(
        form([
          ['yearly', 'on'],
          ['plan', 'business'],
          ['ManagedTakedowns', '5'],
          ['DetectionAlerts', '0'],
          ['ContentModerationScans', '100'],
          ['MonitoredWebsites', '1'],
        ]),
      ),
    ).toEqual({
      isYearly: true,
      showVat: false,
      plan: 'business',
      addons: { ManagedTakedowns: 5, DetectionAlerts: 0, ContentModerationScans: 100, MonitoredWebsites: 1 },
    })
  })

  it('reads the defaults from the form as the server renders it', () => {
    expect(
      calculatorState(
        form([
          ['vat', 'on'],
          ['plan', 'starter'],
          ['ManagedTakedowns', '0'],
        ]),
      ),
    ).toEqual(calculatorDefaults)
    expect(calculatorDefaults).toEqual({
      isYearly: false,
      showVat: true,
      plan: 'starter',
      addons: { ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 },
    })
  })

  it('never takes Enterprise or a quantity outside 0, 1, 2, 3, 5, 10, 20, 50, 100', () => {
    const state = calculatorState(
      form([
        ['plan', 'enterprise'],
        ['ManagedTakedowns', '4'],
        ['DetectionAlerts', '-1'],
        ['MonitoredWebsites', 'x'],
      ]),
    )
    expect(state.plan).toBe('starter')
    expect(state.addons).toEqual({ ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 })
  })
})

describe('signupChoice', () => {
  const sent = (query: string) => signupChoice(new URLSearchParams(query))
  const none = { ManagedTakedowns: 0, DetectionAlerts: 0, ContentModerationScans: 0, MonitoredWebsites: 0 }

  it("takes a button's plan over the summary's radio, with the billing and add-ons the form held", () => {
    expect(sent('yearly=on&vat=on&plan=starter&ManagedTakedowns=2&DetectionAlerts=0&choose=enterprise')).toEqual({
      plan: 'enterprise',
      isYearly: true,
      addons: { ...none, ManagedTakedowns: 2 },
    })
  })

  it("Signup Now sends no plan of its own: the radio's plan", () => {
    expect(sent('vat=on&plan=business&MonitoredWebsites=3')).toEqual({
      plan: 'business',
      isYearly: false,
      addons: { ...none, MonitoredWebsites: 3 },
    })
  })

  it('no plan, or one that does not exist, is no choice; a quantity off the list reads as 0', () => {
    expect(sent('')).toBeNull()
    expect(sent('choose=platinum&plan=starter')).toBeNull()
    expect(sent('plan=starter&ManagedTakedowns=7')).toEqual({ plan: 'starter', isYearly: false, addons: none })
  })
})
