// Lets a script import the site's TypeScript modules with Node's own type stripping: the code under
// lib/ imports its siblings without an extension (the bundler's way), which Node resolves by adding `.ts`.
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (error) {
      if (!specifier.startsWith('.') || /\.[cm]?[jt]s$/.test(specifier)) throw error
      return nextResolve(`${specifier}.ts`, context)
    }
  },
})
