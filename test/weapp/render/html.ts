import type { WxElement, WxNode } from './compilers'

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (text: string): string => escapeText(text).replace(/"/g, '&quot;')

/** The attributes a browser element keeps: class, style, id, the flags the default styles read, and which taps it takes. */
const KEPT = new Set(['class', 'style', 'id', 'data-sid', 'mode', 'type', 'size', 'plain'])

export interface HtmlOptions {
  /** rewrites an image or background url (the build's API origin to the test's) */
  url: (url: string) => string
}

function attributes (node: WxElement, options: HtmlOptions): string {
  const attr = node.attr ?? {}
  const out: string[] = []
  for (const [name, value] of Object.entries(attr)) {
    if (value === undefined || value === null || value === false || value === '') continue
    if (KEPT.has(name)) out.push(`${name}="${escapeAttr(name === 'style' ? options.url(String(value)) : String(value))}"`)
  }
  if (attr.bindtap !== undefined || attr.catchtap !== undefined) out.push('data-tap="1"')
  if (attr.catchtap !== undefined) out.push('data-catchtap="1"')
  if (attr.hidden === true) out.push('hidden')
  if (attr.disabled === true) out.push('disabled')
  if (node.tag === 'wx-textarea' && attr.autoHeight === true) out.push('auto-height')
  if (node.tag === 'wx-scroll-view') {
    if (attr.scrollX === true) out.push('scroll-x')
    if (attr.scrollY === true) out.push('scroll-y')
  }
  return out.length ? ` ${out.join(' ')}` : ''
}

/** rich-text's nodes: an HTML string, or WeChat's node list. */
function richText (nodes: unknown): string {
  if (typeof nodes === 'string') return nodes
  if (!Array.isArray(nodes)) return ''
  return nodes.map((node: { type?: string, text?: string, name?: string, attrs?: Record<string, string>, children?: unknown }) => {
    if (node.type === 'text') return escapeText(node.text ?? '')
    const attrs = Object.entries(node.attrs ?? {}).map(([key, value]) => ` ${key}="${escapeAttr(String(value))}"`).join('')
    return `<${node.name ?? 'span'}${attrs}>${richText(node.children)}</${node.name ?? 'span'}>`
  }).join('')
}

/** One node of wcc's tree as the HTML WeChat's webview makes of it (custom elements named wx-…). */
export function toHtml (node: WxNode, options: HtmlOptions): string {
  if (typeof node === 'string') return escapeText(node)
  const attr = node.attr ?? {}
  const children = (node.children ?? []).map((child) => toHtml(child, options)).join('')
  const tag = node.tag
  if (tag === 'wx-page' || tag === 'virtual' || tag === 'wx-block') return children
  let inner = children
  if (tag === 'wx-image') {
    const src = options.url(String(attr.src ?? ''))
    inner = src ? `<div style="background-image: url(&quot;${escapeAttr(src)}&quot;)"></div><img src="${escapeAttr(src)}" alt="">` : '<div></div>'
  } else if (tag === 'wx-input' || tag === 'wx-textarea') {
    const value = attr.value === undefined || attr.value === null ? '' : String(attr.value)
    const shown = value !== '' && attr.password === true ? '•'.repeat(value.length) : value
    if (shown) inner = `<span class="wx-input-value">${escapeText(shown)}</span>`
    else if (attr.placeholder) {
      const placeholderClass = String(attr.placeholderClass ?? (tag === 'wx-input' ? 'input-placeholder' : 'textarea-placeholder'))
      const style = escapeAttr(String(attr.placeholderStyle ?? ''))
      inner = `<span class="wx-input-value ${escapeAttr(placeholderClass)}" style="${style}">${escapeText(String(attr.placeholder))}</span>`
    } else inner = ''
  } else if (tag === 'wx-rich-text') {
    inner = richText(attr.nodes)
  }
  return `<${tag}${attributes(node, options)}>${inner}</${tag}>`
}
