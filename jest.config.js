import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
  testMatch: ['<rootDir>/*.test.ts', '<rootDir>/(app|lib|components|content|scripts|deploy)/**/*.test.(ts|tsx)'],
  // The MDX content, compiled by `npm run content` (globalSetup runs it first).
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^content-collections$': '<rootDir>/.content-collections/generated' },
})
