/**
 * issue 12: how index.html loads the app (html-webpack-plugin with `inject: false`; the templates call these).
 * Deferred script tags still ran before Chromium's first paint whenever they arrived early, so the app shell
 * waited for the vendor chunk's evaluation (first paint 2376 ms under 4× CPU against 716 ms with scripts blocked).
 * Now the scripts are fetched at once (preload) but run only after the first frame, in order; the entry CSS is
 * inlined, so the first paint waits for no request at all.
 */
interface HtmlFiles { publicPath: string, js: string[], css: string[] }
interface Compilation { assets: Record<string, { source (): string | Buffer }> }

const assetName = (files: HtmlFiles, url: string) => url.startsWith(files.publicPath) ? url.slice(files.publicPath.length) : url

/** Head: the entry CSS inline and a preload per entry script. */
export function firstLoadHead (files: HtmlFiles, compilation: Compilation): string {
  const css = files.css.map((url) => `<style>${compilation.assets[assetName(files, url)].source().toString()}</style>`)
  const preloads = files.js.map((url) => `<link rel="preload" as="script" href="${url}">`)
  return [...css, ...preloads].join('')
}

/** End of body: the entry scripts, added in order after the first frame (at once in a hidden tab, which draws no frame). */
export function firstLoadScripts (files: HtmlFiles): string {
  const load = `function(){${JSON.stringify(files.js)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}`
  return `<script>!function(load){document.visibilityState==='hidden'?load():requestAnimationFrame(function(){setTimeout(load)})}(${load})</script>`
}
