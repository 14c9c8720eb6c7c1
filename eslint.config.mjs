// One linter for client, server, tests and scripts (`npm run lint`, part of `npm test`, zero warnings).
// typescript-eslint's recommended rules, React's JSX rules and the hooks rules the code's
// disable comments name; style is left to the code's own conventions.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import { fileURLToPath } from 'node:url'
import globals from 'globals'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'

/** The files of the client layers named, for import-x zones. */
const clientLayers = (...layers) => layers.map((layer) => `src/${layer}/**`)
/** The app root: start-up and build-time config that no layer imports. */
const APP_ROOT = 'src/*.{ts,tsx}'

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
    // The server's layers (server/README.md "Layers"): routes → model → domain, with db/ below the model;
    // a file may import only downward. `Deps` lives in server/deps.ts so no layer reaches into http/ for it.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.json'],
        alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] }
      })]
    },
    rules: {
      'import-x/no-cycle': 'error'
    }
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          // domain/: pure rules, no I/O
          {
            target: 'server/domain',
            from: ['server/model', 'server/routes', 'server/http', 'server/db'],
            message: 'domain/ holds pure rules: it may not import model/, routes/, http/ or db/.'
          },
          // model/: database rules over the connection; requests and seeding sit above it
          {
            target: 'server/model',
            from: ['server/routes/**', 'server/http/**', 'server/db/{open,reset,seed*}.ts'],
            message: 'model/ may not import routes/, http/ or the database bootstrap (db/open, db/reset, db/seed*).'
          },
          // db/ core: the connection, schema, statements and seed catalogue import no layer above them
          {
            target: ['server/db/database.ts', 'server/db/migrations.ts', 'server/db/statements.ts', 'server/db/catalogue.ts'],
            from: ['server/{model,routes,http}/**', 'server/db/{open,reset,seed*}.ts'],
            message: 'db/ core (connection, schema, statements, catalogue) imports nothing above it.'
          },
          // db/open, db/reset and the seeders are the bootstrap: they may use models and domain rules, not requests
          { target: 'server/db', from: ['server/routes', 'server/http'], message: 'db/ may not import routes/ or http/.' },
          // routes/ reach the database through models. Left: the connection type (images.ts's signature) and
          // db/open's resetToSeed (dev.ts's reset; server/README.md "Layers")
          {
            target: 'server/routes',
            from: 'server/db',
            except: ['./database.ts', './open.ts'],
            message: 'routes/ reach the database through model/.'
          },
          // http/: request plumbing under the routes
          { target: 'server/http', from: ['server/routes'], message: 'http/ may not import routes/.' },
          // providers/: the outside parties, handed to routes and models in deps; they speak HTTP to the party, not to our database
          {
            target: 'server/providers',
            from: ['server/model', 'server/routes', 'server/http', 'server/db'],
            message: 'providers/ speak to outside parties: they may import domain/ only (server/README.md "Providers").'
          }
        ]
      }]
    }
  },
  {
    // The client's layers (docs/layers.md): pages → features → components → stores / services → lib → contract,
    // with the app root (app.ts, app.config.ts, browserSite, routeLayout) on top; a folder imports only the layers below it.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          {
            target: 'src/contract',
            from: [...clientLayers('lib', 'services', 'stores', 'components', 'features', 'pages'), APP_ROOT],
            message: 'contract/ is the wire contract: it imports nothing of src/.'
          },
          {
            target: 'src/lib',
            from: [...clientLayers('services', 'stores', 'components', 'features', 'pages'), APP_ROOT],
            message: 'lib/ holds platform-free rules: it imports only lib/ and contract/.'
          },
          {
            target: 'src/services',
            from: [...clientLayers('stores', 'components', 'features', 'pages'), APP_ROOT],
            message: 'services/ import only lib/ and contract/.'
          },
          // stores may import services: the root store injects them and keeps their answers
          {
            target: 'src/stores',
            from: [...clientLayers('components', 'features', 'pages'), APP_ROOT],
            message: 'stores/ import only services/, lib/ and contract/.'
          },
          {
            target: 'src/components',
            from: [...clientLayers('stores', 'services', 'features', 'pages'), APP_ROOT],
            message: 'components/ are presentational (props in, events out): a widget that calls services or reads stores is a feature.'
          },
          { target: 'src/features', from: [...clientLayers('pages'), APP_ROOT], message: 'features/ may not import pages/ or the app root.' },
          { target: 'src/pages', from: [APP_ROOT], message: 'pages/ may not import the app root.' }
        ]
      }]
    }
  },
  {
    // routes/ read the call, ask a model and answer: no SQL of their own (server/README.md "Layers"). A route that makes
    // several model steps one transaction says so with model/transaction.ts's atomically.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'CallExpression[callee.property.name=/^(prepare|exec|transaction|pragma)$/]',
        message: 'routes/ do not query the database: move the SQL into a model function (server/README.md "Layers").'
      }]
    }
  },
  {
    // Lines up to 160 characters, broken where they read best (docs/decisions.md): everywhere, client, server, tests,
    // scripts and config alike. scripts/wrap-long-lines.mjs breaks long ones without changing the code
    // (stylesheets: test/unit/designTokens.test.ts)
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-len': ['error', { code: 160 }] }
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
