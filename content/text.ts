// The rules of the copy written as TypeScript (content/schema.ts and the modules it checks).
import { z } from 'zod'

/** Never markup, because copy also lands in JSON-LD and meta tags. */
export const text = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => !value.includes('<'), 'must be plain text: “<” is not allowed')
export const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/
