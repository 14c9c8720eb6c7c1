/**
 * webpack loader for @tarojs/components-react/dist/index.css (H5, `useHtmlComponents`, config/index.ts): the React
 * components styled as Taro's Stencil ones were, which every style of ours was written against.
 *
 * Button: its rules are replaced by those of Taro's Stencil button.
 * Why: the React Button always carries `taro-button-core taro-btn-default`, and the library styles it with two-class
 * rules (`.taro-button-core.taro-btn-default { background: #f8f8f8; color: #000 }`), which outrank our one-class
 * button styles: the Steam login button turned grey. Stencil's rules were element selectors, weaker than any class;
 * as one class each, placed first in the entry stylesheet, ours (later) still win.
 * Left out: the adjacent-button margin (as a class rule it would outrank ours) and the plain, loading and
 * primary/warn looks, which no button of ours uses.
 */
const postcss = require('postcss')

const STENCIL_BUTTON = `
.taro-button-core { position: relative; display: block; box-sizing: border-box; width: 100%; margin-left: auto; margin-right: auto;
  padding-left: 14px; padding-right: 14px; overflow: hidden; border-width: 0; border-radius: 5px; outline: 0; background-color: #f8f8f8;
  font-size: 18px; line-height: 2.55556; color: #000; text-align: center; text-decoration: none; appearance: none;
  -webkit-tap-highlight-color: transparent; }
.taro-button-core:focus { outline: 0; }
.taro-button-core:not([disabled]):active { color: rgba(0, 0, 0, .6); background-color: #dedede; }
.taro-button-core::after { content: ' '; position: absolute; top: 0; left: 0; box-sizing: border-box; width: 200%; height: 200%;
  border: 1px solid rgba(0, 0, 0, .2); border-radius: 10px; transform: scale(.5); transform-origin: 0 0; }
.taro-button-core[size=mini] { display: inline-block; width: auto; padding: 0 1.32em; font-size: 13px; line-height: 2.3; }
.taro-button-core[disabled] { color: rgba(255, 255, 255, .6); }
`

/**
 * Input: the React Input is the `<input>` itself, 100 % wide, not Stencil's block wrapper around one, so our input
 * classes now style the input. The wrapper filled its row padding and border included, and as a flex item could
 * shrink to nothing; an input's automatic minimum width is its default size (about 20 characters), which pushed
 * rows of two inputs past a 375 px screen, and padding went on top of the 100 % (提现's card number field).
 * One class, placed first: ours may still set either.
 */
const STENCIL_INPUT = '.taro-input-core { box-sizing: border-box; min-width: 0; }'

const isButtonRule = (node) => node.type === 'rule' && /taro-button-core|taro-btn-/.test(node.selector)

module.exports = function htmlComponentsCss (source) {
  const root = postcss.parse(source)
  const library = []
  root.walkRules((rule) => { if (isButtonRule(rule)) library.push(rule) })
  if (library.length === 0) throw new Error('htmlComponentsCss: no Button rules in @tarojs/components-react/dist/index.css (did Taro change its styles?)')
  library[0].before(postcss.parse(STENCIL_BUTTON).nodes)
  for (const rule of library) rule.remove()
  root.append(postcss.parse(STENCIL_INPUT).nodes)
  return root.toString()
}
