import { safeRedirect, SHOP_TAB, isTabRoute } from '@/lib/redirect'

describe('redirect_url (DESIGN 4)', () => {
  it.each([
    ['/pages/order/detail/index?id=A1', '/pages/order/detail/index?id=A1'],
    ['pages/user/balance/index', '/pages/user/balance/index'],
    [encodeURIComponent('/pages/item/index?id=9&from=home'), '/pages/item/index?id=9&from=home'],
    [encodeURIComponent(encodeURIComponent('/pages/verfiy/index')), '/pages/verfiy/index'],
    ['/pages/market/search/index?keyword=%E9%BE%99', '/pages/market/search/index?keyword=%E9%BE%99'],
    ['/pages/order/index#top', '/pages/order/index']
  ])('follows the internal route %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    ['another host', 'https://evil.example.com/pages/order/index'],
    ['protocol-relative', '//evil.example.com/pages/order/index'],
    ['protocol-relative with backslash', '/\\evil.example.com'],
    ['backslashes', '\\\\evil.example.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: with spaces', '  JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['encoded host', encodeURIComponent('https://evil.example.com')],
    ['encoded //', '%2F%2Fevil.example.com'],
    ['double-encoded //', '%252F%252Fevil.example.com'],
    ['encoded javascript:', encodeURIComponent('javascript:alert(1)')],
    ['encoded slash inside the path', '/pages%2Forder%2Findex'],
    ['unknown path', '/pages/not/a/route'],
    ['path traversal', '/pages/order/../../evil'],
    ['route as a prefix', '/pages/order/indexx'],
    ['control characters', '/pages/order/index\n'],
    ['tab in scheme', 'java\tscript:alert(1)'],
    ['broken encoding', '%E0%A4%A'],
    ['empty', ''],
    ['query with a newline', '/pages/order/index?x=%0aSet-Cookie'],
    ['not a string', 42 as unknown as string],
    ['null', null],
    ['undefined', undefined]
  ])('sends %s to the shop tab', (_, input) => {
    expect(safeRedirect(input)).toBe(SHOP_TAB)
  })

  it('knows the tab routes', () => {
    expect(isTabRoute('/pages/order/index?x=1')).toBe(true)
    expect(isTabRoute('/pages/order/detail/index')).toBe(false)
  })
})
