import { KeystaticApp } from '@/app/keystatic/keystatic.dev'

// The content editor, under `next dev` only: a `.dev.tsx` file is a route only there (next.config.mjs).
export default function KeystaticLayout() {
  return <KeystaticApp />
}
