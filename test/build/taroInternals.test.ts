import Chain from 'webpack-chain'
import { importedBy, internalModule, taroPlugin, taroRule } from '../../config/taroInternals'
import prodConfig from '../../config/prod'

// issue 24: an override of a Taro internal that a Taro upgrade removed fails the build in one line, saying what and why.
const oneLine = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    const message = (error as Error).message
    expect(message).not.toContain('\n')
    return message
  }
  throw new Error('expected the check to fail')
}

test('a missing webpack rule or plugin fails with its name and the override\'s purpose', () => {
  const chain = new Chain()
  expect(oneLine(() => taroRule(chain, 'taroStyle', 'extract styles'))).toMatch(/webpack rule 'taroStyle'.*extract styles/)
  expect(oneLine(() => taroPlugin(chain, 'mainPlugin', 'order styles'))).toMatch(/webpack plugin 'mainPlugin'.*order styles/)
  chain.module.rule('taroStyle').test(/\.css$/)
  expect(taroRule(chain, 'taroStyle', 'extract styles')).toBe(chain.module.rule('taroStyle'))
})

test('a private module path or an import that a package no longer has fails the same way', () => {
  expect(oneLine(() => internalModule('mini-css-extract-plugin/dist/gone', 'extract',
    '@tarojs/webpack5-runner'))).toMatch(/module 'mini-css-extract-plugin\/dist\/gone' as @tarojs\/webpack5-runner resolves it/)
  expect(oneLine(() => importedBy('@tarojs/router', '@tarojs/components/dist/gone',
    'tab bar'))).toMatch(/'@tarojs\/components\/dist\/gone' imported by @tarojs\/router/)
  expect(oneLine(() => importedBy('@tarojs/router', '@tarojs/components/dist/components', 'tab bar',
    ['defineGoneElement']))).toMatch(/with defineGoneElement imported by @tarojs\/router/)
  // what config/ overrides today is there
  expect(importedBy('@tarojs/router', '@tarojs/components/dist/components', 'tab bar')).toBe('@tarojs/components/dist/components')
  expect(internalModule('mini-css-extract-plugin/dist/loader', 'extract', '@tarojs/webpack5-runner')).toMatch(/mini-css-extract-plugin[\\/]dist[\\/]loader/)
})

test('the production chain fails in one line when Taro renames taroStyle, and applies when it is there', () => {
  const webpackChain = prodConfig.h5.webpackChain as unknown as (chain: Chain) => void
  expect(oneLine(() => webpackChain(new Chain()))).toMatch(/webpack rule 'taroStyle'/)
  const chain = new Chain()
  chain.module.rule('taroStyle').use('style').loader('style-loader')
  chain.plugin('mainPlugin').use(class { constructor (readonly options: unknown) {} }, [{ runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'] }])
  webpackChain(chain)
  const config = chain.toConfig()
  expect(JSON.stringify(config.module?.rules)).toContain('mini-css-extract-plugin')
  expect(chain.plugin('mainPlugin').get('args')[0].runtimePath).toEqual(['@tarojs/plugin-platform-h5/dist/runtime', '@tarojs/components-react/dist/index.css'])
})

test('the mini-program runtime keeps the props of the drawn components only, and fails in one line when Taro renames their constant', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const unusedComponentProps = require('../../config/unusedComponentProps.cjs') as (this: unknown, source: string) => string
  const loader = (object: string) => ({ getOptions: () => ({ object, keep: ['View', 'Text'] }), resourcePath: 'runtime.js' })
  const run = (source: string, object: string) => unusedComponentProps.call(loader(object), source)
  const source = "const View = { 'hover-class': 'none' }\nconst Icon = { size: '23' }\n" +
    "const components = { View, Icon, Text: { selectable: 'false' }, 'movable-view': { x: '' } }\n"
  const out = run(source, 'components')
  // every name stays, in its order (the order numbers the templates); only the drawn ones keep their props
  expect(out).toContain("const components = { View, Icon: {}, Text: { selectable: 'false' }, \"movable-view\": {} }")
  expect(oneLine(() => run(source, 'internalComps'))).toMatch(/Taro internal missing: 'internalComps' in runtime\.js/)
})
