import { serverEnv } from '#lib/env'
import { registeredResponse } from '#lib/lookalike/registered-api'

// Asks DNS for each request; LOOKALIKE_DOH_URL is read now, never inlined at build.
export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  return registeredResponse(request, serverEnv().LOOKALIKE_DOH_URL)
}
