/** STAND-IN: the company's registration (UK trading disclosure) and the About page's facts; README lists them. */
export const company = {
  legalName: 'Plainguard Ltd',
  companyNumber: '12345678',
  registeredIn: 'England and Wales',
  registeredOffice: '1 Example Street, London EC1A 1AA',
  founded: '2014',
  headquarters: 'London, United Kingdom',
} as const

export const companiesHouseUrl = `https://find-and-update.company-information.service.gov.uk/company/${company.companyNumber}`
