import { solutionRoute } from '#app/[variant]/solution-route.tsx'
import { industries } from '#content/industries/index.ts'

export const dynamicParams = false

const route = solutionRoute(industries)
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
