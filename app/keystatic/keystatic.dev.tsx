'use client'
import { makePage } from '@keystatic/next/ui/app'
import config from '@/keystatic.config'

/** The editor itself, in the browser (Keystatic's own app). */
export const KeystaticApp = makePage(config)
