/**
 * The tab screens' code in a few named chunks instead of a dozen one-kilobyte ones, each a request of the first load.
 * Every module the shop's lazy chunk holds goes to `tab-shop`; a module only the other tabs use goes to
 * `tab-<name>` (one tab) or `tabs-common` (both);
 * index.html preloads the opened tab's chunks (config/firstLoadTags.ts), so the shop's code arrives beside the
 * entry scripts instead of two request waves after them.
 */

/**
 * chunk name per tab page, in tab bar order (src/lib/routes.ts TAB_PAGES: Taro loads config/ untranspiled imports only, so
 * the list is here too; test/build/h5.test.ts keeps the two equal)
 */
export const TAB_CHUNKS: Record<string, string> = {
  'pages/market/home/index': 'tab-shop',
  'pages/order/index': 'tab-orders',
  'pages/user/index': 'tab-mine'
}
const TAB_PAGES = Object.keys(TAB_CHUNKS)
const SHOP = TAB_PAGES[0]
const TABS_COMMON = 'tabs-common'

interface Module { resource?: string }
interface Chunk { name?: string | null }
interface ChunkGraph {
  getModuleChunksIterable (module: Module): Iterable<Chunk>
  getChunkModulesIterable (chunk: Chunk): Iterable<Module>
}

const pageOf = (resource: string | undefined): string | undefined =>
  resource && TAB_PAGES.find((page) => resource.split('?')[0].replace(/\\/g, '/').endsWith(`/src/${page}.tsx`))

/** which tab page a (not yet split) lazy chunk loads, if any; remembered per chunk */
const tabOfChunk = new WeakMap<Chunk, string | null>()
function tabOf (chunk: Chunk, chunkGraph: ChunkGraph): string | null {
  if (!tabOfChunk.has(chunk)) {
    let tab: string | null = null
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) tab ??= pageOf(module.resource) ?? null
    tabOfChunk.set(chunk, tab)
  }
  return tabOfChunk.get(chunk) ?? null
}

/** the chunk a module goes to, decided once from every chunk that holds it */
const chunkOfModule = new WeakMap<Module, string>()
function chunkFor (module: Module, chunkGraph: ChunkGraph): string | null {
  const tabs = new Set<string>()
  let elsewhere = false
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    const tab = tabOf(chunk, chunkGraph)
    if (tab) tabs.add(tab)
    else elsewhere = true
  }
  // the shop is the first screen: all it needs is one chunk, which other screens share where they overlap
  if (tabs.has(SHOP)) return TAB_CHUNKS[SHOP]
  // the other tabs' code is grouped only when no other screen uses it (the shop's lazy toast code must not
  // fetch the mine tab); what they share with other screens is split as for any screen
  if (tabs.size === 0 || elsewhere) return null
  return tabs.size === 1 ? TAB_CHUNKS[[...tabs][0]] : TABS_COMMON
}

/**
 * The splitChunks cache group. webpack asks `name` once per combination of the module's chunks; the name comes
 * from all of them (kept by `test`), so a module has one home, and a screen that shares it loads that chunk.
 */
export const tabChunksGroup = {
  chunks: 'async' as const,
  enforce: true,
  priority: 10,
  test (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
    const name = chunkFor(module, chunkGraph)
    if (name) chunkOfModule.set(module, name)
    return name !== null
  },
  name: (module: Module): string | undefined => chunkOfModule.get(module)
}
