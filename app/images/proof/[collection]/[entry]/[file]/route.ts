import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { proofImages } from '@/content/proof'
import { proofDir } from '#lib/proof'

// Proof images stay beside their entry, as the editor saves them; only those an entry names are written out.
export const dynamic = 'force-static'
export const dynamicParams = false

const types: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

export function generateStaticParams() {
  return proofImages.map((path) => {
    const [collection, entry, file] = path.split('/').slice(-3) as [string, string, string]
    return { collection, entry, file }
  })
}

export async function GET(_request: Request, { params }: RouteContext<'/images/proof/[collection]/[entry]/[file]'>) {
  const { collection, entry, file } = await params
  const path = `/images/proof/${collection}/${entry}/${file}`
  if (!proofImages.includes(path)) return new Response('Not found', { status: 404 })
  const body = await readFile(join(proofDir, collection, entry, file))
  return new Response(body, { headers: { 'content-type': types[file.slice(file.lastIndexOf('.') + 1)]! } })
}
