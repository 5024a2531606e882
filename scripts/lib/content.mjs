// Runs content-collections (content-collections.ts) and turns what it only logs into failures: a
// file whose frontmatter fails its schema, that does not parse, or whose body does not compile is
// an error naming the file and the field, instead of a post that silently goes missing.
import { createBuilder } from '@content-collections/core'

const errorEvents = /** @type {const} */ ([
  'collector:read-error',
  'collector:parse-error',
  'transformer:validation-error',
  'transformer:result-error',
  'transformer:error',
])

/**
 * One line per problem, starting with the file: `content/blog/x.mdx: date: must be a date…`.
 * @param {{ file?: { path?: string }, collection?: { directory?: string }, filePath?: string, error: Error }} event
 */
export function describeError(event) {
  const where = event.file?.path ? `${event.collection?.directory ?? ''}/${event.file.path}`.replace(/^\//, '') : event.filePath
  const lines = event.error.message
    .trim()
    .split('\n')
    .map((line) => line.replace(/^- (: )?/, ''))
  if (!where || lines.every((line) => line.startsWith(where))) return lines.join('\n')
  return lines.map((line) => `${where}: ${line}`).join('\n')
}

/**
 * Builds the collections once; resolves with the errors found (none when all is well).
 * @param {{ configPath?: string, outputDir?: string, cacheDir?: string, watch?: boolean, onError?: (message: string) => void }} [options]
 */
export async function buildContent({ configPath = 'content-collections.ts', outputDir, cacheDir, watch = false, onError } = {}) {
  /** @type {string[]} */
  const errors = []
  const builder = await createBuilder(configPath, { configName: 'content-collection-config.mjs', outputDir, cacheDir })
  for (const name of errorEvents) {
    builder.on(name, (/** @type {any} */ event) => {
      const message = describeError(event)
      errors.push(message)
      onError?.(message)
    })
  }
  await builder.build()
  if (watch) await builder.watch()
  return errors
}
