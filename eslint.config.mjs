// One linter for client, server, tests and scripts (`npm run lint`, part of `npm test`, zero warnings).
// typescript-eslint's recommended rules, React's JSX rules and the hooks rules the code's
// disable comments name; style is left to the code's own conventions.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bench/results/**', 'server/data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser, ...globals.jest }
    },
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-console': 'off'
    }
  },
  {
    // tests read the API's JSON loosely through their clients' `any` defaults; the app's code may not
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' }
  },
  {
    // CommonJS config and stub files
    files: ['**/*.cjs', 'babel.config.js', 'jest.config.js', 'test/*Stub.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  }
)
