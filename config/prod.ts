import type { UserConfigExport } from '@tarojs/cli'
import { internalModule, missingInternal, taroPlugin, taroRule } from './taroInternals'

/** Taro's React components' stylesheet (a path inside the package: checked when the config loads) */
export const REACT_COMPONENTS_CSS = '@tarojs/components-react/dist/index.css'
internalModule(REACT_COMPONENTS_CSS, 'style and order the React components')

/** mini-css-extract-plugin's loader, as Taro's webpack runner resolves it (the plugin instance is Taro's) */
const EXTRACT_CSS_LOADER = internalModule('mini-css-extract-plugin/dist/loader', "extract Taro's component styles", '@tarojs/webpack5-runner')

/**
 * Production only: the first load's tuning that rests on extracted CSS. Development keeps Taro's defaults (style-loader,
 * hot updates), which is why none of this may sit in config/index.ts: there it broke `npm start` (see docs/decisions.md, 'Checked Taro internals').
 */
export default {
  mini: {},
  h5: {
    // keep the first load small: no source maps in the shipped build
    enableSourceMap: false,
    // Taro's documented switch (its default in production): CSS goes to files, which index.html inlines
    enableExtract: true,
    webpackChain (chain) {
      // Taro's component styles into the entry's stylesheet (inlined in index.html, config/firstLoadTags.ts)
      // instead of style-loader's JS strings (10 KB gzip of the first load's script, and the loader's runtime)
      taroRule(chain, 'taroStyle', "extract Taro's component styles into the inlined entry stylesheet")
        .uses.clear().end().use('extract').loader(EXTRACT_CSS_LOADER)
      // the React components' stylesheet imported first in the entry (Taro's entry imports it after our
      // app, so in the inlined stylesheet its one-class rules would follow, and beat, our entry components' own);
      // in development style-loader puts Taro's styles at the top of the head anyway
      const why = "import the React components' stylesheet first in the entry"
      taroPlugin(chain, 'mainPlugin', why).tap(([options, ...rest]) => {
        if (options?.runtimePath === undefined) throw missingInternal("mainPlugin's option 'runtimePath'", why)
        return [{ ...options, runtimePath: [options.runtimePath].flat().concat(REACT_COMPONENTS_CSS) }, ...rest]
      })
    }
  }
} satisfies UserConfigExport<'webpack5'>
