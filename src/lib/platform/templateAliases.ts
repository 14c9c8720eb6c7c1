import { getComponentsAlias } from '@tarojs/runtime'

/**
 * Taro 4.2.1's mini-program runtime moves a <Text> or <Image> that loses its last event
 * listener (`<Text onClick={…}>` becoming `<Text>`) to a `pure-text` / `pure-image` template
 * that does not exist, and the React commit throws (NervJS/taro#19453, fixed upstream by #19459
 * after 4.2.1). Point those names at the `static-*` templates, as the upstream fix does.
 * Remove when Taro is upgraded past the fix. Found by test/weapp (the login page's tab switch).
 */
export function patchMissingTemplateAliases (): void {
  // if/else so the H5 build drops the mini-program branch
  if (process.env.TARO_ENV === 'h5') {
    return
  } else {
    const aliases = getComponentsAlias() as Record<string, unknown>
    for (const node of ['text', 'image']) {
      if (!aliases[`pure-${node}`]) aliases[`pure-${node}`] = aliases[`static-${node}`]
    }
  }
}
