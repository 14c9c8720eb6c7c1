/**
 * A webpack loader for the mini-program build: Taro's runtime carries the props of every WeChat component (about 80 of
 * them) for its DOM to map a prop to the template's short name; only the components the app draws are ever mapped.
 * The others keep their name (the names' order numbers the templates) with no props. `object` is the constant that
 * holds them; `keep` the components drawn (config/index.ts USED_COMPONENTS, checked against base.wxml by test/build).
 */
const { parse } = require('@babel/parser')

module.exports = function unusedComponentProps (source) {
  const { object, keep } = this.getOptions()
  const declaration = parse(source, { sourceType: 'module' }).program.body
    .flatMap((node) => (node.type === 'VariableDeclaration' ? node.declarations : []))
    .find((node) => node.id.name === object && node.init?.type === 'ObjectExpression')
  if (!declaration) throw new Error(`config: Taro internal missing: '${object}' in ${this.resourcePath} (its unused components' props are left out)`)
  const edits = declaration.init.properties
    .filter((property) => property.type === 'ObjectProperty' && !keep.includes(property.key.name ?? property.key.value))
    .map((property) => [property.start, property.end, `${property.key.name ?? JSON.stringify(property.key.value)}: {}`])
  return edits.reverse().reduce((text, [start, end, empty]) => text.slice(0, start) + empty + text.slice(end), source)
}
