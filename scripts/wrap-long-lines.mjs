// Breaks lines of src/ over 160 characters (ESLint's `max-len`, counted in UTF-16 units as ESLint does) without
// changing what the code means, and lists the lines it could not break for a hand edit.
//
//   node scripts/wrap-long-lines.mjs            rewrite src/**/*.{ts,tsx,scss} in place, then print the leftovers
//   node scripts/wrap-long-lines.mjs --check    write nothing; print what it would change and the leftovers
//   node scripts/wrap-long-lines.mjs FILE…      only these files
//
// TS/TSX, one break at a time, outermost first, until the line fits or nothing applies:
// - a bracketed list ((…), […], {…}) that opens and closes on the line: each element on its own line, 2 spaces deeper
//   than the line's start, the closing bracket back at the line's start;
// - a JSX tag's attributes one per line, `>` or `/>` on its own line (the codebase's multi-line JSX);
// - a JSX element's children, when they are elements or {expressions} side by side (never next to text, whose
//   whitespace is rendered);
// - a chain of &&, || or ??, or a ?: conditional: a break before each operator.
// Nothing inside a template literal or a string is touched. Each break is kept only if the file's syntax tree is the
// same afterwards: every node kind and token text in order, JSX text compared as React renders it (whitespace rules);
// a break that changes it is dropped and the next one tried.
// SCSS: a one-line rule `sel { a: 1; b: 2; }` becomes one declaration a line; the file is kept only if sass compiles
// it to the same CSS (with the design tokens put before it, as config/index.ts's sass.resource does).
import fs from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import ts from 'typescript'
import * as sass from 'sass'

const MAX = 160
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const TOKENS = path.join(ROOT, 'src/styles/tokens.scss')

const args = process.argv.slice(2)
const check = args.includes('--check')
const named = args.filter((a) => !a.startsWith('--'))
const files = named.length
  ? named.map((f) => path.resolve(f))
  : execFileSync('git', ['ls-files', 'src'], { cwd: ROOT, encoding: 'utf8' }).split('\n')
    .filter((f) => /\.(ts|tsx|scss)$/.test(f)).map((f) => path.join(ROOT, f))

const long = (text) => text.split('\n').filter((l) => l.length > MAX).length

// ---------- TS / TSX ----------

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true,
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

/** JSX text as React renders it: lines trimmed (not the outer ends of the first and last), blank lines dropped */
function jsxText(raw) {
  const lines = raw.split(/\r\n|\n|\r/)
  if (lines.length === 1) return raw
  return lines.map((l, i) => {
    let s = l
    if (i > 0) s = s.replace(/^[ \t]+/, '')
    if (i < lines.length - 1) s = s.replace(/[ \t]+$/, '')
    return s
  }).filter((s) => s !== '').join(' ')
}

/** every node kind and token text in order: equal lists mean the same program */
function shape(sf) {
  const out = []
  const walk = (node) => {
    if (node.kind === ts.SyntaxKind.JsxText) { const t = jsxText(node.text); if (t) out.push('T' + t); return }
    const kids = node.getChildren(sf)
    if (!kids.length) { out.push(node.kind + ':' + node.getText(sf)); return }
    out.push(node.kind)
    kids.forEach(walk)
  }
  walk(sf)
  return out.join('\u0000') + '\u0001' + sf.parseDiagnostics.length
}

const lineStarts = (text) => { const s = [0]; for (let i = 0; i < text.length; i++) if (text[i] === '\n') s.push(i + 1); return s }
const indentOf = (line) => line.match(/^[ \t]*/)[0]
const inTemplate = (node) => {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isTemplateExpression(n) || ts.isTaggedTemplateExpression(n) || ts.isNoSubstitutionTemplateLiteral(n)) return true
  }
  return false
}
const isOpen = (k) => k === ts.SyntaxKind.OpenParenToken || k === ts.SyntaxKind.OpenBracketToken || k === ts.SyntaxKind.OpenBraceToken
const isClose = (k) => k === ts.SyntaxKind.CloseParenToken || k === ts.SyntaxKind.CloseBracketToken || k === ts.SyntaxKind.CloseBraceToken
const isSep = (k) => k === ts.SyntaxKind.CommaToken || k === ts.SyntaxKind.SemicolonToken

/**
 * Ways to break the code between `from` and `to` (one line), outermost first. Each is a list of edits
 * [start, end, kind]: the whitespace from start to end becomes a newline and the indent (kind 'in': 2 deeper, 'out':
 * the line's own).
 */
function candidates(sf, text, from, to) {
  const found = []
  const onLine = (a, b) => a >= from && b <= to
  const gap = (a, b, allowSep) => {
    const g = text.slice(a, b)
    return allowSep ? /^\s*[,;]?\s*$/.test(g) : /^\s*$/.test(g)
  }
  const visit = (node) => {
    if (node.end < from || node.pos > to) return
    if (inTemplate(node) && node.kind !== ts.SyntaxKind.TemplateExpression) { /* no breaks inside ${…} */ } else {
      const kids = node.getChildren(sf)
      // bracketed lists
      for (let i = 0; i + 2 < kids.length; i++) {
        const [o, list, c] = [kids[i], kids[i + 1], kids[i + 2]]
        if (!isOpen(o.kind) || list.kind !== ts.SyntaxKind.SyntaxList || !isClose(c.kind)) continue
        if (ts.isTemplateSpan(node) || ts.isTemplateExpression(node)) continue
        const open = o.getStart(sf), close = c.getStart(sf)
        const els = list.getChildren(sf).filter((k) => !isSep(k.kind))
        if (!els.length) continue
        // a list that spans lines: elements side by side on this line go one a line, at this line's indent
        if (open < from && els.filter((e) => e.getStart(sf) >= from && e.end <= to).length >= 2) {
          const here = els.map((e, j) => j).filter((j) => j > 0 && els[j - 1].getStart(sf) >= from && els[j].end <= to)
          const same = []
          for (const j of here) {
            const a = els[j - 1].end, b = els[j].getStart(sf)
            if (!gap(a, b, true)) { same.length = 0; break }
            const sep = text.slice(a, b).search(/[,;]/)
            same.push([sep >= 0 ? a + sep + 1 : a, b, 'same'])
          }
          if (same.length) found.push({ span: to - from, edits: same })
        }
        const single = els.length === 1 && close - open > 60 &&
          (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node) || ts.isBlock(node))
        if (els.length < 2 && !single) continue
        const edits = []
        let ok = gap(o.end, els[0].getStart(sf), false)
        edits.push([o.end, els[0].getStart(sf), 'in'])
        for (let j = 1; j < els.length && ok; j++) {
          const a = els[j - 1].end, b = els[j].getStart(sf)
          if (!gap(a, b, true)) { ok = false; break }
          const sep = text.slice(a, b).search(/[,;]/)
          edits.push([sep >= 0 ? a + sep + 1 : a, b, 'in'])
        }
        if (!onLine(open, c.end)) continue
        const last = els[els.length - 1].end
        if (ok && gap(last, close, true)) {
          const sep = text.slice(last, close).search(/[,;]/)
          edits.push([sep >= 0 ? last + sep + 1 : last, close, 'out'])
          found.push({ span: c.end - open, edits })
        }
      }
      // JSX attributes
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.attributes.properties.length) {
        const props = node.attributes.properties
        const start = node.getStart(sf)
        const closeAt = node.end - (ts.isJsxSelfClosingElement(node) ? 2 : 1)
        if (start >= from && start < to && node.end > to) {
          // a tag that goes on past this line: its attributes on this line one a line
          const edits = []
          let prev = node.typeArguments ? node.typeArguments.end + 1 : node.tagName.end
          for (const p of props) {
            if (p.getStart(sf) > to) break
            if (gap(prev, p.getStart(sf), false)) edits.push([prev, p.getStart(sf), 'in'])
            prev = p.end
          }
          if (edits.length) found.push({ span: to - start, edits })
        }
        if (onLine(start, node.end) && props.length >= 1) {
          const head = (node.typeArguments ? node.typeArguments.end + 1 : node.tagName.end)
          const edits = []
          let prev = head, ok = true
          for (const p of props) {
            if (!gap(prev, p.getStart(sf), false)) { ok = false; break }
            edits.push([prev, p.getStart(sf), 'in'])
            prev = p.end
          }
          if (ok && gap(prev, closeAt, false)) {
            edits.push([prev, closeAt, 'out'])
            found.push({ span: node.end - start + 0.5, edits })
          }
        }
      }
      // JSX children side by side
      if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
        const openEnd = (ts.isJsxElement(node) ? node.openingElement : node.openingFragment).end
        const closeTag = ts.isJsxElement(node) ? node.closingElement : node.closingFragment
        const closeStart = closeTag.getStart(sf)
        const kids2 = node.children.filter((k) => !(ts.isJsxText(k) && k.containsOnlyTriviaWhiteSpaces && /\n/.test(k.text)))
        const text2 = (k) => ts.isJsxText(k)
        if (onLine(node.getStart(sf), node.end) && kids2.length && !kids2.some(text2)) {
          const edits = []
          let prev = openEnd
          for (const k of kids2) { edits.push([prev, k.getStart(sf), 'in']); prev = k.end }
          edits.push([prev, closeStart, 'out'])
          if (edits.every(([a, b]) => /^\s*$/.test(text.slice(a, b)))) found.push({ span: node.end - node.getStart(sf) - 0.5, edits })
        }
      }
      // && || ?? chains and ?: conditionals
      if (ts.isBinaryExpression(node) && [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken
      ].includes(node.operatorToken.kind) &&
        !(ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === node.operatorToken.kind) && onLine(node.getStart(sf), node.end)) {
        const ops = []
        let n = node
        while (ts.isBinaryExpression(n) && n.operatorToken.kind === node.operatorToken.kind) { ops.unshift(n.operatorToken); n = n.left }
        const edits = ops.map((op) => [op.pos, op.getStart(sf), 'in'])
        if (edits.every(([a, b]) => /^\s*$/.test(text.slice(a, b)))) found.push({ span: node.end - node.getStart(sf) - 0.7, edits })
      }
      if (ts.isConditionalExpression(node) && onLine(node.getStart(sf), node.end)) {
        const edits = [node.questionToken, node.colonToken].map((op) => [op.pos, op.getStart(sf), 'in'])
        if (edits.every(([a, b]) => /^\s*$/.test(text.slice(a, b)))) found.push({ span: node.end - node.getStart(sf) - 0.7, edits })
      }
      kids.forEach(visit)
    }
  }
  visit(sf)
  return found.sort((a, b) => b.span - a.span)
}

function applyEdits(text, edits, indent) {
  let out = text
  for (const [a, b, kind] of [...edits].sort((x, y) => y[0] - x[0])) {
    out = out.slice(0, a).replace(/[ \t]+$/, '') + '\n' + indent + (kind === 'in' ? '  ' : '') + out.slice(b)
  }
  return out
}

function wrapScript(file, text) {
  const want = shape(parse(file, text))
  const stuck = new Set()
  for (let guard = 0; guard < 5000; guard++) {
    const sf = parse(file, text)
    const starts = lineStarts(text)
    const lines = text.split('\n')
    const n = lines.findIndex((l, i) => l.length > MAX && !stuck.has(i + ':' + l))
    if (n < 0) break
    const from = starts[n], to = from + lines[n].length
    let done = false
    for (const cand of candidates(sf, text, from, to)) {
      const next = applyEdits(text, cand.edits, indentOf(lines[n]))
      if (next === text) continue
      // a break must shorten this line, and the program must stay the same
      if (next.split('\n')[n].length >= lines[n].length) continue
      if (shape(parse(file, next)) !== want) continue
      text = next
      done = true
      break
    }
    if (!done) stuck.add(n + ':' + lines[n])
  }
  return text
}

// ---------- SCSS ----------

/** one line of SCSS, one declaration, selector or closing brace a line; null when it has a comment or unbalanced braces */
function breakScssLine(line) {
  const indent = line.match(/^[ \t]*/)[0]
  const body = line.slice(indent.length)
  if (body.includes('//') || body.includes('/*')) return null
  const out = []
  const push = (s, d) => { if (s.trim()) out.push((d >= 0 ? indent + '  '.repeat(d) : indent.slice(0, indent.length + 2 * d)) + s.trim()) }
  let depth = 0, paren = 0, quote = null, cur = ''
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quote) { if (ch === quote) quote = null; cur += ch; continue }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(' || (ch === '{' && body[i - 1] === '#')) paren++
    else if (ch === ')' || (ch === '}' && paren > 0)) paren--
    else if (paren === 0 && ch === '{') { push(cur.trim() + ' {', depth); depth++; cur = ''; continue }
    else if (paren === 0 && ch === ';') { push(cur + ';', depth); cur = ''; continue }
    else if (paren === 0 && ch === '}') { push(cur, depth); depth--; if (2 * -depth > indent.length) return null; push('}', depth); cur = ''; continue }
    cur += ch
  }
  push(cur, depth)
  return out.join('\n')
}

function wrapScss(text) {
  return text.split('\n').map((line) => (line.length > MAX && breakScssLine(line)) || line).join('\n')
}

const tokens = fs.readFileSync(TOKENS, 'utf8')
const css = (file, text) => sass.compileString(tokens + '\n' + text, { url: new URL('file://' + file), loadPaths: [path.dirname(file)], style: 'expanded' }).css

// ---------- run ----------

let before = 0, after = 0, changed = 0
const leftovers = []
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8')
  const had = long(text)
  before += had
  let next = text
  if (had) {
    if (file.endsWith('.scss')) {
      next = wrapScss(text)
      if (next !== text) {
        let same = false
        try { same = css(file, text) === css(file, next) } catch (e) { console.error(`${path.relative(ROOT, file)}: sass failed: ${e.message}`) }
        if (!same) { console.error(`${path.relative(ROOT, file)}: CSS would change, left as it was`); next = text }
      }
    } else {
      next = wrapScript(file, text)
      if (shape(parse(file, next)) !== shape(parse(file, text))) {
        console.error(`${path.relative(ROOT, file)}: syntax tree would change, left as it was`)
        next = text
      }
    }
  }
  if (next !== text) {
    changed++
    if (!check) fs.writeFileSync(file, next)
  }
  after += long(next)
  next.split('\n').forEach((l, i) => { if (l.length > MAX) leftovers.push(`${path.relative(ROOT, file)}:${i + 1} (${l.length}) ${l.trim().slice(0, 100)}`) })
}
if (leftovers.length) console.log('Lines to break by hand:\n' + leftovers.join('\n'))
console.log(`${check ? 'would change' : 'changed'} ${changed} files; lines over ${MAX}: ${before} before, ${after} after`)
