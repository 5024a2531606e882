'use client'
import { makePage } from '@keystatic/next/ui/app'
import config from '@/content/editable-schema'

/** The editor itself, in the browser (Keystatic's own app). */
export const KeystaticApp = makePage(config)
