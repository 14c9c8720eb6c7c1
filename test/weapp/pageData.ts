/**
 * The page data Taro's weapp runtime sends with setData: the virtual DOM under `root`,
 * each node `{ nn: node name, sid, uid?, cn: children, v: text, cl: class, ... }`.
 */
export interface DataNode { nn?: string | number, sid?: string, uid?: string, v?: string, cn?: DataNode[], cl?: string, [prop: string]: unknown }

/**
 * WeChat's setData: each key is a path into data ("root.cn.[0].cn.[2].v", "a.b[1]"),
 * missing objects on the way are made, the value replaces what was there.
 */
export function applySetData (data: Record<string, unknown>, patch: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(patch)) {
    const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.').filter((key) => key !== '')
    let target: Record<string, unknown> = data
    keys.slice(0, -1).forEach((key, index) => {
      if (target[key] === null || typeof target[key] !== 'object') target[key] = /^\d+$/.test(keys[index + 1]) ? [] : {}
      target = target[key] as Record<string, unknown>
    })
    target[keys[keys.length - 1]] = value
  }
}

export function isTextNode (node: DataNode): boolean {
  return node.nn === '#text' || (node.v !== undefined && node.cn === undefined)
}

/** Every text node's text, in document order. */
export function textsOf (node: DataNode | undefined): string[] {
  if (!node) return []
  if (isTextNode(node)) return node.v ? [node.v] : []
  return (node.cn ?? []).flatMap(textsOf)
}

/** All the text of a subtree run together (for matching "¥12.30" split over nodes). */
export function fullText (node: DataNode | undefined): string {
  return textsOf(node).join('')
}

/**
 * The chain of elements from the root down to the innermost one showing `text` (what a finger
 * on that text touches): an element whose whole text is `text` wins over one that only contains
 * it (登录 is the button, not the 验证码登录 tab); empty when no element shows it.
 */
export function pathToText (root: DataNode | undefined, text: string): DataNode[] {
  const exact = chainTo(root, (node) => fullText(node) === text)
  return exact.length ? exact : chainTo(root, (node) => fullText(node).includes(text))
}

/**
 * The same inside the first element whose class list has `within` (what a finger on an overlay touches: with no
 * layout, the first "1" in document order can be a chart label under a sheet); empty when there is none.
 */
export function pathToTextWithin (root: DataNode | undefined, within: string, text: string): DataNode[] {
  const scope = chainTo(root, (node) => String(node.cl ?? '').split(/\s+/).includes(within))
  if (!scope.length) return []
  const inner = pathToText(scope[scope.length - 1], text)
  return inner.length ? [...scope.slice(0, -1), ...inner] : []
}

function chainTo (node: DataNode | undefined, shows: (node: DataNode) => boolean): DataNode[] {
  if (!node || isTextNode(node)) return []
  for (const child of node.cn ?? []) {
    const inner = chainTo(child, shows)
    if (inner.length) return [node, ...inner]
  }
  return shows(node) ? [node] : []
}

/** How each node name's template binds an event (base.wxml): bind… goes on to the ancestors, catch… stops there. */
export function eventBindings (baseWxml: string, event: 'tap' | 'input'): Map<string, 'bind' | 'catch'> {
  const bindings = new Map<string, 'bind' | 'catch'>()
  for (const match of baseWxml.matchAll(/<template name="tmpl_0_([^"]+)">([\s\S]*?)<\/template>/g)) {
    const opening = /<[a-z-]+[^>]*>/.exec(match[2])?.[0] ?? ''
    // inputs have a focused and a blurred variant (tmpl_0_33_focus / _blur) of one node name
    const name = match[1].replace(/_(focus|blur)$/, '')
    if (new RegExp(`\\bcatch${event}="eh"`).test(opening)) bindings.set(name, 'catch')
    else if (new RegExp(`\\bbind${event}="eh"`).test(opening)) bindings.set(name, 'bind')
  }
  return bindings
}

/** The first element matching a predicate, depth first. */
export function findElement (root: DataNode | undefined, match: (node: DataNode) => boolean): DataNode | null {
  if (!root || isTextNode(root)) return null
  if (match(root)) return root
  for (const child of root.cn ?? []) {
    const found = findElement(child, match)
    if (found) return found
  }
  return null
}
