import TestUtils from '@tarojs/test-utils-react'
import Notice from '@/components/Notice'
import Empty from '@/components/Empty'
import Result, { ResultLine } from '@/components/Result'

async function render (element: () => JSX.Element) {
  const testUtils = new TestUtils()
  await testUtils.mount(element, { props: {} })
  return testUtils
}

const shown = (selector: string) => document.querySelector(selector)?.textContent ?? null

describe('Notice', () => {
  it('shows an error as an alert and fires its way on', async () => {
    const onClick = jest.fn()
    const utils = await render(() => <Notice text='支付密码错误' action={{ text: '重试', onClick }} />)
    const retry = await utils.queries.waitForQueryByText('重试', '.notice__action *', { timeout: 5000 })
    expect(shown('.notice--error .notice__text')).toBe('支付密码错误')
    expect(document.querySelector('.notice')?.getAttribute('role')).toBe('alert')
    utils.fireEvent.click(retry)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
  it('says good news as a status, tinted by its tone', async () => {
    const utils = await render(() => <Notice tone='ok' text='交易链接已保存' />)
    await utils.queries.waitForQueryByText('交易链接已保存', '.notice--ok *', { timeout: 5000 })
    expect(document.querySelector('.notice')?.getAttribute('role')).toBe('status')
  })
  it('shows nothing while there is nothing to say', async () => {
    await render(() => <><Notice text='' /><Empty text='marker' compact /></>)
    expect(shown('.empty-state__text')).toBe('marker')
    expect(document.querySelector('.notice')).toBeNull()
  })
})

describe('Empty', () => {
  it('shows an icon, the sentence, the note and a way on that fires', async () => {
    const onClick = jest.fn()
    const utils = await render(() => <Empty icon='star' text='还没有收藏的饰品' note='在饰品详情页点「收藏」' action={{ text: '去逛逛', onClick }} />)
    const go = await utils.queries.waitForQueryByText('去逛逛', '.empty-state__action', { timeout: 5000 })
    expect(document.querySelector('.empty-state__mark .line-icon')).not.toBeNull()
    expect(shown('.empty-state__text')).toBe('还没有收藏的饰品')
    expect(shown('.empty-state__note')).toBe('在饰品详情页点「收藏」')
    utils.fireEvent.click(go)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('Result', () => {
  it('shows a failure with its icon, title and detail, and fires the main and the second way on', async () => {
    const retry = jest.fn()
    const back = jest.fn()
    const utils = await render(() => (
      <Result tone='error' title='文章链接无效' note='链接不完整' actions={[{ text: '重试', onClick: retry }, { text: '返回帮助中心', onClick: back, plain: true }]} />
    ))
    const again = await utils.queries.waitForQueryByText('重试', '.result .submit-button *', { timeout: 5000 })
    expect(shown('.result--error .result__mark')).toBe('!')
    expect(shown('.result__title')).toBe('文章链接无效')
    expect(shown('.result__note')).toBe('链接不完整')
    expect(document.querySelector('.result')?.getAttribute('role')).toBe('alert')
    utils.fireEvent.click(again)
    utils.fireEvent.click(utils.queries.queryByText('返回帮助中心', '.submit-button--plain *'))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(back).toHaveBeenCalledTimes(1)
  })
  it('shows a success page with the amount and its detail rows', async () => {
    const utils = await render(() => (
      <Result page tone='ok' title='兑换成功' amount='¥10.00' actions={[{ text: '查看余额', onClick: jest.fn() }]}>
        <ResultLine label='到账金额' value='¥10.00' testId='arrived' />
      </Result>
    ))
    await utils.queries.waitForQueryByText('兑换成功', '.result--page .result__title', { timeout: 5000 })
    expect(shown('.result--ok .result__mark')).toBe('✓')
    expect(shown('.result__amount')).toBe('¥10.00')
    expect(shown('.result__line')).toBe('到账金额¥10.00')
    expect(shown('[data-testid="arrived"]')).toBe('¥10.00')
  })
  it('does not fire a busy action', async () => {
    const onClick = jest.fn()
    const utils = await render(() => <Result tone='wait' title='处理中' actions={[{ text: '刷新支付结果', busy: true, onClick }]} />)
    const button = await utils.queries.waitForQueryByText('刷新支付结果', '.result .submit-button *', { timeout: 5000 })
    utils.fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })
})
