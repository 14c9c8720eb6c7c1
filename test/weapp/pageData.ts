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
 * The chain of elements from the root down to the innermost one whose text contains
 * `text` (what a finger on that text touches); empty when no element shows it.
 */
export function pathToText (root: DataNode | undefined, text: string): DataNode[] {
  if (!root || isTextNode(root) || !fullText(root).includes(text)) return []
  for (const child of root.cn ?? []) {
    const inner = pathToText(child, text)
    if (inner.length) return [root, ...inner]
  }
  return [root]
}

/** How each node name's template binds a tap (base.wxml): bindtap bubbles on, catchtap stops there. */
export function tapBindings (baseWxml: string): Map<string, 'bind' | 'catch'> {
  const bindings = new Map<string, 'bind' | 'catch'>()
  for (const match of baseWxml.matchAll(/<template name="tmpl_0_([^"]+)">([\s\S]*?)<\/template>/g)) {
    const opening = /<[a-z-]+[^>]*>/.exec(match[2])?.[0] ?? ''
    if (/\bcatchtap="eh"/.test(opening)) bindings.set(match[1], 'catch')
    else if (/\bbindtap="eh"/.test(opening)) bindings.set(match[1], 'bind')
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
