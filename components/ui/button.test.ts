/** @jest-environment node */
import { buttonClasses, type ButtonKind, type ButtonSize } from './button'

const kinds: ButtonKind[] = ['primary', 'secondary', 'inverse', 'inverse-outline']
const sizes: Record<ButtonSize, { fontSize: string; minHeight: string }> = {
  md: { fontSize: 'text-sm', minHeight: 'min-h-10' },
  lg: { fontSize: 'text-base', minHeight: 'min-h-12' },
  nav: { fontSize: 'text-sm', minHeight: 'min-h-10' },
}

const fontSize = /^text-(xs|sm|base|lg|\d?xl)$/

const classesOf = (classNames: string) => classNames.split(/\s+/).filter(Boolean)

describe('buttonClasses', () => {
  for (const kind of kinds) {
    for (const [size, expected] of Object.entries(sizes) as [ButtonSize, (typeof sizes)[ButtonSize]][]) {
      test(`${kind} ${size} has one font size (${expected.fontSize}), one padding of each axis and its minimum height`, () => {
        const classes = classesOf(buttonClasses(kind, size))
        expect(classes.filter((name) => fontSize.test(name))).toEqual([expected.fontSize])
        expect(classes.filter((name) => name.startsWith('px-'))).toHaveLength(1)
        expect(classes.filter((name) => name.startsWith('py-'))).toHaveLength(1)
        expect(classes.filter((name) => name.startsWith('min-h-'))).toEqual([expected.minHeight])
        expect(new Set(classes).size).toBe(classes.length)
      })
    }
  }

  test('defaults to a medium primary button', () => {
    expect(buttonClasses()).toBe(buttonClasses('primary', 'md'))
  })
})
