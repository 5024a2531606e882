import { FormPage } from '#components/page/form-page.tsx'
import { ContactForm } from '#components/forms/contact-form.tsx'
import { contactForm, contactNextSteps } from '#content/forms/contact.ts'
import { pages } from '#content/pages.ts'
import { pageMetadata } from '#lib/seo.ts'

export const metadata = pageMetadata({ ...pages.contact, path: '/contact' })

export default function ContactPage() {
  return (
    <FormPage copy={pages.contact} nextSteps={contactNextSteps}>
      <ContactForm copy={contactForm} />
    </FormPage>
  )
}
