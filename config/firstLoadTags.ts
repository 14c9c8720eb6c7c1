/**
 * How index.html loads the app (html-webpack-plugin with `inject: false`; the templates call these): scripts fetched at
 * once (preload) but run only after the first frame, in order, and the entry CSS inlined, so the app shell paints
 * without waiting for any request or script (see docs/decisions.md, 'First-load tags').
 */
import { TAB_CHUNKS } from './tabChunks'

interface HtmlFiles { publicPath: string, js: string[], css: string[] }
interface Chunk { name?: string | null, files: Iterable<string> }
interface Compilation {
  assets: Record<string, { source (): string | Buffer }>
  chunkGroups: Iterable<{ chunks: Chunk[] }>
}

const assetName = (files: HtmlFiles, url: string) => url.startsWith(files.publicPath) ? url.slice(files.publicPath.length) : url

/** Per tab path, the files of that tab screen's chunk group (config/tabChunks.ts). */
function tabFiles (files: HtmlFiles, compilation: Compilation): Record<string, string[]> {
  const byPath: Record<string, string[]> = {}
  for (const [page, name] of Object.entries(TAB_CHUNKS)) {
    const group = [...compilation.chunkGroups].find((candidate) => candidate.chunks.some((chunk) => chunk.name === name))
    if (group) byPath[`/${page}`] = group.chunks.flatMap((chunk) => [...chunk.files]).map((file) => files.publicPath + file)
  }
  return byPath
}

/** Head: the entry CSS inline and a preload per entry script. */
export function firstLoadHead (files: HtmlFiles, compilation: Compilation): string {
  const css = files.css.map((url) => `<style>${compilation.assets[assetName(files, url)].source().toString()}</style>`)
  const preloads = files.js.map((url) => `<link rel="preload" as="script" href="${url}">`)
  return [...css, ...preloads].join('')
}

/**
 * When the entry scripts start: once the browser reports the app shell painted, so no script runs ahead of the first
 * screen. That is the first contentful paint and, where Element Timing is known (Chromium), the paint of each picture
 * marked `elementtiming` (the shop's first cards, server/shellCards.ts; a failed one counts as done), for at most
 * 1 s after the first paint. Why:
 * - the second frame's start (two animation frames) was not enough: under load Chromium timestamps a frame when it
 *   is presented, and CI saw the first script run 28 ms before the shell's paint;
 * - a card picture painted after the first paint waited for the entry script's long task, and Lighthouse then
 *   counted that task into the largest paint (LCP about 2.1 s against 1.2 s when the pictures came first).
 * Without paint timing (iOS before 14.1, Chrome before 77) the second frame's start is what we have; a hidden tab
 * paints nothing, so it starts at once or when hidden; 3 s is the backstop should no paint ever be reported.
 */
const AFTER_SHELL_PAINT = `function(load){
var started=0,go=function(){started||(started=1,load())},P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[]
var frames=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}
if(document.visibilityState==='hidden')return go()
if(types.indexOf('paint')<0)return frames()
var painted=0,pictures=types.indexOf('element')<0?[]:[].slice.call(document.querySelectorAll('img[elementtiming]'))
var check=function(){painted&&!pictures.length&&go()},done=function(img){pictures=pictures.filter(function(p){return p!==img});check()}
pictures.forEach(function(img){img.addEventListener('error',function(){done(img)})})
try{var o=new P(function(list){list.getEntries().forEach(function(e){\
e.entryType==='element'?done(e.element):e.name==='first-contentful-paint'&&(painted=1,setTimeout(go,1000))});check()})
o.observe({type:'paint',buffered:true});pictures.length&&o.observe({type:'element',buffered:true})}catch(e){return frames()}
document.addEventListener('visibilitychange',go)
setTimeout(go,3000)}`.replace(/\n/g, ';')

/**
 * End of body: after the shell's paint (AFTER_SHELL_PAINT), the entry scripts, added in
 * order, and, when the address is a tab (or the root, which opens the shop), that tab screen's scripts preloaded and
 * its stylesheets linked, so they are not a request wave after the entry scripts have run; the webpack runtime later
 * finds both (same URL) and does not ask again. Asked for in the head, the tab's files delayed the first paint
 * (median of 7 loads under 4× CPU: 1040 ms against 932 ms without them).
 */
export function firstLoadScripts (files: HtmlFiles, compilation: Compilation): string {
  const tabs = tabFiles(files, compilation)
  const shop = Object.keys(tabs)[0]
  const entry = `${JSON.stringify(files.js)}.forEach(function(src){` +
    "var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})"
  const tab = shop === undefined
    ? ''
    : `;var f=${JSON.stringify(tabs)}[location.pathname.replace(/\\/$/,'')||${JSON.stringify(shop)}];` +
      "f&&f.forEach(function(u){var l=document.createElement('link');" +
      "/\\.css$/.test(u)?l.rel='stylesheet':(l.rel='preload',l.as='script');l.href=u;document.head.appendChild(l)})"
  return `<script>!${AFTER_SHELL_PAINT}(function(){${entry}${tab}})</script>`
}
