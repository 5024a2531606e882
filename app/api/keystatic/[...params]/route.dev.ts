import { makeRouteHandler } from '@keystatic/next/route-handler'
import config from '@/content/editable-schema'

// The editor's API (reads and writes content files), under `next dev` only, like its page.
export const { GET, POST } = makeRouteHandler({ config })
