import { solutionRoute } from '#app/[variant]/solution-route.tsx'
import { solutions } from '#content/solutions/index.ts'

export const dynamicParams = false

const route = solutionRoute(solutions)
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
