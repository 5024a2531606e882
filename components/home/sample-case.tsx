import { ProductView } from '@/components/product/product-view'
import { homeDeliverables } from '@/content/home'

/** A takedown case as a customer sees it in the dashboard: a sample to read closely, so not an image. */
export function SampleCase() {
  return <ProductView view={homeDeliverables.sample} />
}
