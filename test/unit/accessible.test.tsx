import { readFileSync } from 'node:fs'
import TestUtils from '@tarojs/test-utils-react'
import ItemImage from '@/components/ItemImage'
import { tappable } from '@/lib/tappable'

describe('item pictures', () => {
  it('say the item they show: alt is the item name', async () => {
    const utils = new TestUtils()
    await utils.mount(() => <ItemImage src='/img/ak.png' name='AK-47 | 红线 (久经沙场)' accent='#eb4b4b' />, { props: {} })
    const pictures = [...document.querySelectorAll('img')]
    expect(pictures).toHaveLength(1)
    expect(pictures[0].getAttribute('alt')).toBe('AK-47 | 红线 (久经沙场)')
  })
})

describe('the viewport', () => {
  it('lets a player zoom: no user-scalable=no, no maximum-scale under 5', () => {
    const html = readFileSync('src/index.html', 'utf8')
    const content = /<meta content="([^"]*)" name="viewport">/.exec(html)?.[1]
    expect(content).toBeDefined()
    const settings = Object.fromEntries(content!.split(',').map((part) => part.trim().split('=')))
    expect(settings['user-scalable']).not.toBe('no')
    expect(settings['user-scalable']).not.toBe('0')
    expect(Number(settings['maximum-scale'] ?? Infinity)).toBeGreaterThanOrEqual(5)
  })
})

describe('tappable', () => {
  it('makes a View a button, named and dimmed only when asked', () => {
    expect(tappable()).toEqual({ role: 'button' })
    expect(tappable({ label: '关闭', disabled: false })).toEqual({ role: 'button', 'aria-label': '关闭' })
    expect(tappable({ disabled: true })).toEqual({ role: 'button', 'aria-disabled': true })
  })
})
