/**
 * issue 12: how index.html loads the app (html-webpack-plugin with `inject: false`; the templates call these).
 * Deferred script tags still ran before Chromium's first paint whenever they arrived early, so the app shell
 * waited for the vendor chunk's evaluation (first paint 2376 ms under 4× CPU against 716 ms with scripts blocked).
 * Now the scripts are fetched at once (preload) but run only after the first frame, in order; the entry CSS is
 * inlined, so the first paint waits for no request at all.
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
 * When the entry scripts start: once the browser reports the first contentful paint (the app shell on screen), so no
 * script can run ahead of it. The second frame's start (two animation frames) was not enough: under load Chromium
 * timestamps a frame when it is presented, and CI saw the first script run 28 ms before the shell's paint. Without
 * paint timing (iOS before 14.1) the second frame's start is what we have; a hidden tab paints nothing, so it loads at
 * once, or as soon as it is hidden; 3 s is the backstop should no paint ever be reported.
 */
const AFTER_FIRST_PAINT = `function(load){
var started=0,go=function(){started||(started=1,load())},P=window.PerformanceObserver,fcp='first-contentful-paint'
if(document.visibilityState==='hidden'||performance.getEntriesByName(fcp).length)return go()
if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})
new P(function(list){list.getEntriesByName(fcp).length&&go()}).observe({entryTypes:['paint']})
document.addEventListener('visibilitychange',go)
setTimeout(go,3000)}`.replace(/\n/g, ';')

/**
 * End of body: after the first paint (AFTER_FIRST_PAINT), the entry scripts, added in
 * order, and, when the address is a tab (or the root, which opens the shop), that tab screen's scripts preloaded and
 * its stylesheets linked, so they are not a request wave after the entry scripts have run; the webpack runtime later
 * finds both (same URL) and does not ask again. Asked for in the head, the tab's files delayed the first paint
 * (median of 7 loads under 4× CPU: 1040 ms against 932 ms without them).
 */
export function firstLoadScripts (files: HtmlFiles, compilation: Compilation): string {
  const tabs = tabFiles(files, compilation)
  const shop = Object.keys(tabs)[0]
  const entry = `${JSON.stringify(files.js)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})`
  const tab = shop === undefined
    ? ''
    : `;var f=${JSON.stringify(tabs)}[location.pathname.replace(/\\/$/,'')||${JSON.stringify(shop)}];f&&f.forEach(function(u){var l=document.createElement('link');/\\.css$/.test(u)?l.rel='stylesheet':(l.rel='preload',l.as='script');l.href=u;document.head.appendChild(l)})`
  return `<script>!${AFTER_FIRST_PAINT}(function(){${entry}${tab}})</script>`
}
