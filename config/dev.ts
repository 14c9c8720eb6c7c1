import type { UserConfigExport } from '@tarojs/cli'

const apiPort = process.env.API_PORT ?? '3000'

export default {
  logger: { quiet: false, stats: true },
  // webpack's persistent cache (Taro's documented option): a second `npm start` reuses the first one's modules
  cache: { enable: true },
  mini: {},
  h5: {
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.H5_PORT ?? 10086),
      open: false,
      historyApiFallback: true,
      // the local marketplace API runs beside the dev server (npm start)
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}`, changeOrigin: true }]
    }
  }
} satisfies UserConfigExport<'webpack5'>
