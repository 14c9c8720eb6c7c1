import TestUtils from '@tarojs/test-utils-react'
import PriceTag from '@/components/PriceTag'
import ListState from '@/components/ListState'
import { SubmitButton } from '@/components/FormField'
import CouponCard from '@/components/CouponCard'
import ItemImage from '@/components/ItemImage'

async function render (element: () => JSX.Element) {
  const testUtils = new TestUtils()
  await testUtils.mount(element, { props: {} })
  return testUtils
}

describe('PriceTag', () => {
  it('formats wire amounts exactly to two decimals', async () => {
    const utils = await render(() => <PriceTag value='1234.5' />)
    expect(utils.html()).toContain('1234.50')
  })
  it('shows -- for an unreadable amount instead of crashing', async () => {
    const utils = await render(() => <PriceTag value='12,5元' />)
    expect(utils.html()).toContain('--')
  })
})

describe('CouponCard', () => {
  const text = (selector: string) => document.querySelector(selector)?.textContent
  it('shows the discount without .00 and the threshold rounded half up', async () => {
    await render(() => <CouponCard name='满减' discount='5.00' minAmount='99.995' appid={730} note='' />)
    expect(text('.coupon-card__amount')).toBe('¥5')
    expect(text('.coupon-card__rule')).toBe('满 100 可用')
  })
  it('says 无门槛 for a zero threshold', async () => {
    await render(() => <CouponCard name='立减' discount='10.5' minAmount='0.00' appid={null} note='' />)
    expect(text('.coupon-card__amount')).toBe('¥10.50')
    expect(text('.coupon-card__rule')).toBe('无门槛')
  })
})

describe('ListState', () => {
  it.each([
    [{ loading: true, error: '', count: 0, hasMore: true }, '加载中'],
    [{ loading: false, error: '网络超时，请稍后重试', count: 3, hasMore: true }, '网络超时，请稍后重试'],
    [{ loading: false, error: '', count: 0, hasMore: false }, '这里还是空的'],
    [{ loading: false, error: '', count: 5, hasMore: false }, '没有更多了']
  ])('shows the right state for %o', async (props, text) => {
    await render(() => <ListState {...props} />)
    // textContent, not html(): the test utils' pretty-printer takes minutes over the kit's nested views
    expect(document.body.textContent).toContain(text)
  })
  it('offers the empty list\'s action', async () => {
    const onClick = jest.fn()
    const action = { text: '去商城逛逛', onClick }
    const utils = await render(() => <ListState loading={false} error='' count={0} hasMore={false} emptyText='暂无购买订单' emptyAction={action} />)
    const button = await utils.queries.waitForQueryByText('去商城逛逛', '.empty-state__action', { timeout: 5000 })
    utils.fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
  it('leaves the empty list\'s action out once the list has rows', async () => {
    const utils = await render(() => <ListState loading={false} error='' count={2} hasMore={false} emptyAction={{ text: '去商城逛逛', onClick: jest.fn() }} />)
    await utils.queries.waitForQueryByText('没有更多了', '*', { timeout: 5000 })
    expect(document.querySelector('.empty-state__action')).toBeNull()
  })
  it('offers a retry on error', async () => {
    const onRetry = jest.fn()
    const utils = await render(() => <ListState loading={false} error='请求异常' count={0} hasMore onRetry={onRetry} />)
    const retry = await utils.queries.waitForQueryByText('重试', '.result .submit-button *', { timeout: 5000 })
    utils.fireEvent.click(retry)
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})

describe('SubmitButton', () => {
  it('shows our own spinner while busy, not Taro\'s loading icon (its insertBefore NotFoundError, issue 11), and ignores taps', async () => {
    const onClick = jest.fn()
    const utils = await render(() => <SubmitButton text='确认支付' busy onClick={onClick} />)
    await utils.queries.waitForQueryByText('确认支付', '*', { timeout: 5000 })
    expect(document.querySelector('.submit-button__spinner')).not.toBeNull()
    expect(document.querySelector('.submit-button')?.hasAttribute('loading')).toBe(false)
    expect(document.querySelector('.weui-loading, .weui-primary-loading')).toBeNull()
    utils.fireEvent.click(document.querySelector('.submit-button')!)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('ItemImage', () => {
  const img = () => document.querySelector<HTMLImageElement>('.item-image img')
  const fail = async (utils: TestUtils) => { await utils.act(() => { img()!.dispatchEvent(new Event('error')) }) }
  it('shows a provider picture, falls back to our drawing when it fails, and to the placeholder when both fail', async () => {
    const utils = await render(() => <ItemImage name='AK-47 | 红线' src='https://cdn.example/ak.png' fallback='/api/v1/open/img/item/3.svg' />)
    expect(img()?.getAttribute('src')).toBe('https://cdn.example/ak.png')
    await fail(utils)
    expect(img()?.getAttribute('src')).toMatch(/\/api\/v1\/open\/img\/item\/3\.svg$/)
    expect(document.querySelector('.item-image--failed')).toBeNull()
    await fail(utils)
    expect(img()).toBeNull()
    expect(document.querySelector('.item-image--failed')).not.toBeNull()
  })
  it('without a fallback, a failed picture leaves the placeholder', async () => {
    const utils = await render(() => <ItemImage name='AK-47 | 红线' src='/api/v1/open/img/item/4.svg' />)
    await fail(utils)
    expect(img()).toBeNull()
    expect(document.querySelector('.item-image--failed')).not.toBeNull()
  })
})
