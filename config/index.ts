import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import { firstLoadHead, firstLoadScripts } from './firstLoadTags'
import prodConfig from './prod'
import { tabChunksGroup } from './tabChunks'
import { USED_COMPONENTS } from './usedComponents'
import { importedBy, internalModule } from './taroInternals'

/** Where the client sends API calls. Empty on H5 means the page's own origin
 * (the local API serves the build, and the dev server proxies /api to it). */
const apiBaseUrl = process.env.API_BASE_URL ??
  (process.env.TARO_ENV === 'weapp' ? 'http://127.0.0.1:3000' : '')

/** MobX's minified production build, for both targets: its package entry kept the development checks in the mini-program (55 KB of vendors.js) */
const MOBX_PRODUCTION = internalModule('mobx/dist/mobx.esm.production.min.js', "MobX's minified production build")

/**
 * Keeps the mini-program's main package within its 480 KB budget (see docs/decisions.md, 'Mini-program main
 * package'). Both keys are read by Taro's mini-program build but missing from its config type, hence a constant
 * spread in.
 * - baseLevel: template levels before Taro's recursive `comp` takes over (default 16; levels 9–16 were 22 KB of
 *   base.wxml, and a deeper element still renders, through `comp`).
 * - terser: Taro's mini-program defaults turn most of terser's compression off and write every Chinese character as
 *   \uXXXX; these are terser's own defaults (main package −17 KB). ecma 2015 and a third pass: the build already
 *   ships ES2015 (classes, arrows, const), so terser may write methods as arrows and `a.b` for `a["b"]` (−0.6 KB).
 */
const MINI_SIZE = {
  baseLevel: 8,
  terser: {
    enable: true,
    config: {
      compress: {
        collapse_vars: true, comparisons: true, computed_props: true, hoist_props: true, inline: true, loops: true,
        reduce_funcs: true, reduce_vars: true, switches: true, typeofs: true, passes: 3,
        arrows: true, directives: true, negate_iife: true, properties: true, ecma: 2015
      },
      output: { ascii_only: false, ecma: 2015 }
    }
  }
}

/** Taro's runtime keeps the props of the components the app draws only (config/usedComponents.ts): the main package −5.5 KB */
const UNUSED_COMPONENT_PROPS = [
  { file: internalModule('@tarojs/shared/dist/shared.esm.js', "leave unused components' props out"), object: 'internalComponents' },
  { file: internalModule('@tarojs/plugin-platform-weapp/dist/runtime.js', "leave unused components' props out"), object: 'components' }
]

/**
 * Keeps Stencil out of the H5 first load (see docs/decisions.md, 'First-load budget'): Taro's React components draw
 * View, Text, Button, Input, Image and ScrollView as plain DOM (`h5.useHtmlComponents`), and nothing else of the first load
 * needs Stencil's custom elements but the router's tab bar, so the router imports our own (src/lib/platform/tabBarElement.ts) in place of Taro's.
 */
const TAB_BAR_ELEMENT = path.resolve(__dirname, '..', 'src/lib/platform/tabBarElement.ts')

const HTML_COMPONENTS_CSS = path.resolve(__dirname, 'htmlComponentsCss.cjs')

/** The design tokens, put before every stylesheet by Taro's sass.resource on both targets: only variables, so no CSS of its own. */
const DESIGN_TOKENS = path.resolve(__dirname, '..', 'src/styles/tokens.scss')

/**
 * Modules of Taro's that the H5 build leaves out (webpack's alias to false: an empty module), each checked to be still
 * imported where we expect it, or the alias would quietly stop doing anything.
 */
const LEFT_OUT = [
  // Taro.request's polyfills for fetch and AbortController, 5.5 KB gzip of the first load: every browser
  // of package.json's browserslist has both natively (fetch since iOS 10.1 and Chrome 42, AbortController
  // since iOS 12.1 and Chrome 66) (test/build/h5.test.ts)
  importedBy('@tarojs/taro-h5', 'whatwg-fetch', 'leave the fetch polyfill out'),
  importedBy('@tarojs/taro-h5', 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only', 'leave the AbortController polyfill out'),
  // Taro.request's JSONP transport (2.5 KB gzip of the first load); no call of ours asks for jsonp
  importedBy('@tarojs/taro-h5', 'jsonp-retry', "leave Taro.request's JSONP transport out"),
  // Taro's WeUI icon font (6 KB of base64), icons, checkbox and radio looks and `.taro-app-wrap`, which
  // nothing here draws (no Icon, Checkbox or Radio; Taro sets no taro-app-wrap), inlined into every index.html
  importedBy('@tarojs/plugin-platform-h5', '@tarojs/components/dist/taro-components/taro-components.css', "leave Stencil's global stylesheet out")
]

/** the router's import of Stencil's tab bar, which TAB_BAR_ELEMENT replaces */
const ROUTER_TAB_BAR = importedBy(
  '@tarojs/router',
  '@tarojs/components/dist/components',
  "draw the router's tab bar without Stencil",
  ['defineCustomElementTaroTabbar']
)

/**
 * npm packages babel compiles to the targets as it does our code. Taro compiles only src/ and its own packages; these
 * ship ES2020 (`?.`, `??`), which iOS Safari before 13.4, Chrome before 80 and WeChat on those iPhones cannot parse, so
 * the vendor chunk failed as a whole there: valibot (ours), query-string and filter-obj (Taro's router and H5 APIs).
 * test/build checks that every shipped file parses as ES2019.
 */
const COMPILE_NODE_MODULES = { include: ['valibot', 'query-string', 'filter-obj'].map((name) => path.resolve(__dirname, '..', 'node_modules', name)) }

/** spec 6: client id 8's single sign-on page; development builds default to the local API's simulated partner. */
const partnerLoginUrl = (development: boolean): string => process.env.PARTNER_LOGIN_URL ??
  (development ? `${apiBaseUrl}/api/v1/open/dev/partner-sso` : '')

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const development = mode === 'development' || process.env.NODE_ENV === 'development'
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'c5-market-mobile',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    // BENCH_SOURCE_ROOT: npm run bench builds the empty floor app (bench/floor/src) with this same config
    sourceRoot: process.env.BENCH_SOURCE_ROOT ?? 'src',
    // H5_OUT / WEAPP_OUT let a build go elsewhere (parallel builds, experiments); the H5 development server (npm start)
    // writes dist/h5-dev, since a build empties its folder and `npm run serve` and the tests serve dist/h5
    outputRoot: (process.env.TARO_ENV === 'weapp' ? process.env.WEAPP_OUT : process.env.H5_OUT) ??
      `dist/${process.env.TARO_ENV}${process.env.TARO_ENV === 'h5' && development ? '-dev' : ''}`,
    plugins: [],
    defineConstants: {
      API_BASE_URL: JSON.stringify(apiBaseUrl),
      PARTNER_LOGIN_URL: JSON.stringify(partnerLoginUrl(development))
    },
    alias: { '@': path.resolve(__dirname, '..', 'src'), '@types': path.resolve(__dirname, '..', 'types') },
    copy: { patterns: [], options: {} },
    framework: 'react',
    sass: { resource: [DESIGN_TOKENS] },
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      ...MINI_SIZE,
      compile: COMPILE_NODE_MODULES,
      // components style themselves with their own BEM classes, so CSS order across chunks does not matter
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain (chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.resolve.alias.set('mobx$', MOBX_PRODUCTION)
        for (const { file, object } of UNUSED_COMPONENT_PROPS) {
          chain.module.rule(`unused-component-props-${object}`).test((resource: string) => resource === file)
            .use('unused-component-props').loader(path.resolve(__dirname, 'unusedComponentProps.cjs')).options({ object, keep: USED_COMPONENTS })
        }
      }
    },
    h5: {
      publicPath: '/',
      useHtmlComponents: true,
      // the tab bar element is compiled in the bench's floor build too (its sourceRoot is bench/floor/src)
      compile: { include: [...COMPILE_NODE_MODULES.include, TAB_BAR_ELEMENT] },
      staticDirectory: 'static',
      router: { mode: 'browser' },
      // the templates place the entry tags themselves so the app shell paints before any script runs (docs/decisions.md, 'First-load tags')
      htmlPluginOption: { inject: false, firstLoadHead, firstLoadScripts },
      // pictures (the tab bar's icons) as files, not base64 inside app.js (3.3 KB gzip of script to parse)
      imageUrlLoaderOption: { limit: true },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } }
      },
      webpackChain (chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        const leaveOut = false as unknown as string // webpack's alias to false: an empty module (its chain typing says string)
        for (const request of LEFT_OUT) chain.resolve.alias.set(`${request}$`, leaveOut)
        chain.resolve.alias.set('mobx$', MOBX_PRODUCTION)
        // the router's tab bar without Stencil, to keep it out of the first load (TAB_BAR_ELEMENT); the alias holds only for the router's imports
        chain.module.rule('router-tab-bar').test(/[\\/]@tarojs[\\/]router[\\/]/).resolve.alias.set(`${ROUTER_TAB_BAR}$`, TAB_BAR_ELEMENT)
        // the React Button and Input styled as Taro's Stencil ones were, which our styles were written against
        chain.module.rule('html-components-css').test(/[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/)
          .use('stencil-look').loader(HTML_COMPONENTS_CSS)
        // Share code once instead of copying it into every page chunk (TOOLCHAIN.md: 611 KB → 460 KB).
        chain.optimization.splitChunks({
          chunks: 'all',
          maxInitialRequests: 10,
          cacheGroups: {
            default: false,
            tabs: tabChunksGroup,
            // our own modules used by two or more screens, however small (webpack's 20 KB floor would copy them)
            shared: { test: /[\\/]src[\\/]/, minChunks: 2, minSize: 0, priority: -10, reuseExistingChunk: true }
          }
        })
        // spec 9: a screen may take up to 120 s to load before it counts as failed
        chain.output.chunkLoadTimeout(120000)
      }
    }
  }
  if (development) {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
