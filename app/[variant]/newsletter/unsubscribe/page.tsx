import { FormPage } from '#components/page/form-page.tsx'
import { UnsubscribeFromLink } from '#components/forms/unsubscribe-form.tsx'
import { unsubscribeForm, unsubscribeNextSteps } from '#content/forms/unsubscribe.ts'
import { pages } from '#content/pages.ts'
import { unlistedPaths } from '#content/routes.ts'
import { pageMetadata } from '#lib/seo.ts'

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
