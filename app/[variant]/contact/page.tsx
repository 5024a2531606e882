import { FormPage } from '@/components/page/form-page'
import { ContactForm } from '@/components/forms/contact-form'
import { TextWithLinks } from '@/components/prose/text-with-links'
import { contactForm, contactNextSteps, contactReportNote } from '@/content/forms/contact'
import { pages } from '@/content/pages'
import { pageMetadata } from '#lib/seo'

export const metadata = pageMetadata({ ...pages.contact, path: '/contact' })

export default function ContactPage() {
  return (
    <FormPage
      copy={pages.contact}
      nextSteps={contactNextSteps}
      lead={
        <p className="mb-8 rounded-lg border border-navy-100 bg-navy-50 px-4 py-3 text-sm leading-6 text-slate-700">
          <TextWithLinks text={contactReportNote} />
        </p>
      }
    >
      <ContactForm copy={contactForm} />
    </FormPage>
  )
}
