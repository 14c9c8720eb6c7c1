// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// H5 targets phones from 2018 on (iOS 12 Safari, Chrome 70 WebViews): async/await and classes
// run natively, so the first load ships no regenerator or class helpers. The mini-program keeps
// Taro's default targets, since WeChat's base library decides what runs there.
const h5Targets = { ios: '12', chrome: '70' }

module.exports = {
  presets: [
    ['taro', {
      framework: 'react',
      ts: true,
      compiler: 'webpack5',
      ...(process.env.TARO_ENV === 'h5' ? { targets: h5Targets } : {})
    }]
  ]
}
