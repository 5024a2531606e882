// Jest's and Playwright's global setup: tests import the generated content, built as `next build` does, without Next.
import { join } from 'node:path'
import { createBuilder } from '@content-collections/core'

export default async function buildContent() {
  const builder = await createBuilder('content-collections.ts')
  const errors: string[] = []
  // A field's rule failing says what, not where: the file goes in front.
  builder.on('transformer:validation-error', ({ collection, file, error }) =>
    errors.push(`${'filePath' in collection ? collection.filePath : join(collection.directory, file.path)}: ${error.message}`),
  )
  builder.on('collector:parse-error', ({ filePath, error }) => errors.push(`${filePath}: ${error.message}`))
  builder.on('collector:read-error', ({ filePath, error }) => errors.push(`${filePath}: ${error.message}`))
  builder.on('transformer:error', ({ error }) => errors.push(error.message))
  builder.on('transformer:result-error', ({ error }) => errors.push(error.message))
  await builder.build()
  if (errors.length) throw new Error(`the content could not be built:\n${errors.join('\n')}`)
}
