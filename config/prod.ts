import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // keep the first load small: no source maps in the shipped build
    enableSourceMap: false
  }
} satisfies UserConfigExport<'webpack5'>
