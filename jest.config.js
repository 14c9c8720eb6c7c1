// Six projects: unit (components, stores, lib under jsdom with Taro's H5 runtime),
// server (the local API over HTTP), build (checks on dist/), e2e (real Chromium),
// weapp (the mini-program build booted in a simulated runtime, test/weapp/README.md),
// newcomer (the README's commands as a newcomer runs them).
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const nodeTransform = {
  '^.+\\.(ts|tsx|js|mjs)$': ['babel-jest', {
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript']
  }]
}
const nodeProject = (name, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  testMatch: [`<rootDir>/test/${name}/**/*.test.ts`],
  transform: nodeTransform,
  // light-my-request (Fastify's inject, which server/shellCards.ts uses) requires cookie 2, an ES module: compiled like ours
  transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@types/(.*)$': '<rootDir>/types/$1' },
  ...extra
})

const unit = defineJestConfig({
  displayName: 'unit',
  testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), '<rootDir>/test/setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/unit/support/unmountAfterEach.ts'],
  transform: {
    '^.+\\.(js|jsx|ts|tsx|mjs|cjs)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js')
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'jsx'],
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': '<rootDir>/test/styleStub.js',
    '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/test/fileStub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@types/(.*)$': '<rootDir>/types/$1'
  },
  globals: { API_BASE_URL: '', PARTNER_LOGIN_URL: 'https://partner.example.com/sso' }
})
delete unit.bail
delete unit.collectCoverageFrom
delete unit.verbose

module.exports = {
  bail: 0,
  projects: [
    unit,
    nodeProject('server', { setupFilesAfterEnv: ['<rootDir>/test/server/setup.ts'] }),
    nodeProject('build', { setupFilesAfterEnv: ['<rootDir>/test/build/setup.ts'] }),
    nodeProject('e2e', { setupFilesAfterEnv: ['<rootDir>/test/e2e/setup.ts'] }),
    nodeProject('weapp'),
    // what people run (the README's commands) in a throwaway copy of the work tree, test/newcomer
    nodeProject('newcomer')
  ]
}
