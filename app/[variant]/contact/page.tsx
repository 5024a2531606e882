import { FormPage } from '@/components/page/form-page'
import { ContactForm } from '@/components/forms/contact-form'
import { contactForm, contactNextSteps } from '@/content/forms/contact'
import { pages } from '@/content/pages'
import { pageMetadata } from '@/lib/seo'

export const metadata = pageMetadata({ ...pages.contact, path: '/contact' })

export default function ContactPage() {
  return (
    <FormPage copy={pages.contact} nextSteps={contactNextSteps}>
      <ContactForm copy={contactForm} />
    </FormPage>
  )
}
