import { OUR_ROUTES, PUBLIC_ROUTES, ROUTES, TAB_PAGES, isKnownRoute } from '@/lib/routes'
import { packageLayout } from '@/routeLayout'

describe('route map', () => {
  it('has the 136 public routes, each once', () => {
    expect(PUBLIC_ROUTES).toHaveLength(136)
    expect(new Set(PUBLIC_ROUTES.map((route) => route.path)).size).toBe(136)
  })

  it('adds our routes after the public ones, none a public path, none twice', () => {
    expect(ROUTES).toEqual([...PUBLIC_ROUTES, ...OUR_ROUTES])
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length)
    expect(OUR_ROUTES.map((route) => route.path)).toEqual(expect.arrayContaining(['pages/sell/inventory/index', 'pages/sell/create/index',
      'pages/sell/listings/index']))
    // 活动中心 alone is in the main package, so that each campaign folder under pages/active is a subpackage (lib/routes.ts)
    expect(OUR_ROUTES.filter((route) => route.pkg === 'main').map((route) => route.path)).toEqual(['pages/active/index'])
  })

  it('keeps public misspellings exactly', () => {
    expect(isKnownRoute('/pages/verfiy/index')).toBe(true)
    expect(isKnownRoute('/pages/verify/index')).toBe(false)
  })
})

describe('packageLayout', () => {
  const layout = packageLayout()
  const all = [...layout.pages, ...layout.subPackages.flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))]

  it('places every route exactly once, the shop tab first', () => {
    expect(all.sort()).toEqual(ROUTES.map((route) => route.path).sort())
    expect(layout.pages[0]).toBe('pages/market/home/index')
  })

  it('keeps the tab pages in the main package', () => {
    for (const tab of TAB_PAGES) expect(layout.pages).toContain(tab)
  })

  it('never roots a subpackage in a folder that holds a main page', () => {
    for (const { root } of layout.subPackages) {
      expect(layout.pages.some((page) => page.startsWith(root + '/'))).toBe(false)
    }
  })

  it('keeps a page file beside a main page in the main package, and splits a domain across folders', () => {
    expect(layout.pages).toContain('pages/user/login')
    const roots = layout.subPackages.map((pkg) => pkg.root)
    expect(roots).toEqual(expect.arrayContaining(['pages/user/check', 'pages/order/detail', 'pages/active/douyu', 'pages/item']))
    expect(roots).not.toContain('pages/user')
    expect(roots).not.toContain('pages/active')
  })

  it('groups a whole top-level folder into one subpackage when it can', () => {
    const haggle = layout.subPackages.find((pkg) => pkg.root === 'pages/haggle')
    expect(haggle?.pages).toEqual(expect.arrayContaining(['index', 'detail/index', 'middle']))
  })

  it('gives each campaign folder under pages/active a subpackage of its own, beside 活动中心 in the main package', () => {
    expect(layout.pages).toContain('pages/active/index')
    const douyu = layout.subPackages.find((pkg) => pkg.root === 'pages/active/douyu')
    expect(douyu?.pages).toEqual(expect.arrayContaining(['index', 'indexdota', 'result/indexdota', 'record/index']))
  })
})
