import { solutionRoute } from '@/app/[variant]/solution-route'
import { solutions } from '@/content/solutions'

export const dynamicParams = false

const route = solutionRoute(solutions)
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
