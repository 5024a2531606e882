import { NotFoundContent } from '@/components/layout/not-found-content'

// A slug no page has (notFound()), under the variant's own chrome.
export default function NotFound() {
  return <NotFoundContent />
}
