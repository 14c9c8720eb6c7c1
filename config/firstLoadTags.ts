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
 * End of body: after the first frame is on screen (the second frame's start: with the shop's first cards and pictures
 * in the shell, the first frame was still being drawn when a script started after one; at once in a hidden tab,
 * which draws no frame), the entry scripts, added in
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
  return `<script>!function(load){document.visibilityState==='hidden'?load():requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})})}(function(){${entry}${tab}})</script>`
}
