import {
  email as emailFormat,
  maxLength,
  minLength,
  pipe,
  refine,
  regexes,
  string,
  transform,
  trim,
  url as urlFormat,
} from 'zod/mini'
import { formatCount } from '#lib/format'

// zod/mini: forms import their validator on submit, and mini keeps that chunk small.

export const EMAIL_MAX = 254
export const URL_MAX = 2048

const tooLong = (max: number) => `Must be ${formatCount(max)} characters or fewer`
export const emailFormatMessage = 'Enter an email address in the correct format, like name@company.co.uk'
const blankToUndefined = transform((value: string) => value || undefined)

export function requiredText(required: string, max: number) {
  return string().check(trim(), minLength(1, required), maxLength(max, tooLong(max)))
}

/** Blank is left out of the body, here and in the other optional fields. */
export function optionalText(max: number) {
  return pipe(string().check(trim(), maxLength(max, tooLong(max))), blankToUndefined)
}

export function optionalMatching(max: number, pattern: RegExp, message: string) {
  return pipe(
    string().check(
      trim(),
      maxLength(max, tooLong(max)),
      refine((value) => value === '' || pattern.test(value), message),
    ),
    blankToUndefined,
  )
}

export function requiredEmail(required: string) {
  return pipe(requiredText(required, EMAIL_MAX), emailFormat(emailFormatMessage))
}

export const workEmail = () => requiredEmail('Enter your work email address')

export function optionalEmail() {
  return pipe(
    string().check(
      trim(),
      maxLength(EMAIL_MAX, tooLong(EMAIL_MAX)),
      refine((value) => value === '' || regexes.email.test(value), emailFormatMessage),
    ),
    blankToUndefined,
  )
}

export function requiredWebAddress(required: string) {
  return pipe(
    requiredText(required, URL_MAX),
    urlFormat({
      protocol: /^https?$/,
      hostname: /^(?:[a-z0-9-]+\.)+[a-z0-9-]+$/,
      error: 'Enter the full web address, starting with http:// or https://',
    }),
  )
}
