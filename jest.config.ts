import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

const config = createJestConfig({
  // Node by default; a test of the DOM says `@jest-environment jsdom` in its first line.
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/(app|lib|components|content|scripts|test)/**/*.test.(ts|tsx)'],
  // The generated content (content-collections.ts), which globalSetup builds.
  globalSetup: '<rootDir>/test/build-content.ts',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^content-collections$': '<rootDir>/.content-collections/generated' },
})

const withEsModules = async () => ({
  ...(await config()),
  transformIgnorePatterns: [
    // Keystatic (content/editable-schema.ts) and github-slugger ship as ES modules only: compiled for the tests.
    '/node_modules/(?!(@keystatic|@keystar|emery|@markdoc|github-slugger)/)',
    // Node runs it as the ES module it is (the builder ships as one only), not compiled to CommonJS.
    '/test/build-content\\.ts$',
  ],
})

export default withEsModules
