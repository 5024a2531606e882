import { solutionRoute } from '@/app/[variant]/solution-route'
import { industries } from '@/content/industries'

export const dynamicParams = false

const route = solutionRoute(industries)
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
