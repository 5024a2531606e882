import { FormPage } from '@/components/page/form-page'
import { UnsubscribeFromLink } from '@/components/forms/unsubscribe-form'
import { unsubscribeForm, unsubscribeNextSteps } from '@/content/forms/unsubscribe'
import { pages } from '@/content/pages'
import { unlistedPaths } from '@/content/routes'
import { pageMetadata } from '#lib/seo'

const path = '/newsletter/unsubscribe'
export const metadata = pageMetadata({ ...pages.unsubscribe, path, unlisted: unlistedPaths.has(path) })

// Static: the query string (?email=, ?token=) is read in the browser, never here.
export default function UnsubscribePage() {
  return (
    <FormPage copy={pages.unsubscribe} nextSteps={unsubscribeNextSteps}>
      <UnsubscribeFromLink copy={unsubscribeForm} />
    </FormPage>
  )
}
