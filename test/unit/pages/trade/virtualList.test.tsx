/** The virtual list keeps the DOM bounded: 10 000 rows, a few dozen rendered, wherever the scroll is (DESIGN 9). */
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { View, Text } from '@tarojs/components'
import VirtualList, { visibleRange } from '@/components/VirtualList'
import { showsBackToTop } from '@/components/BackToTop'

const ROWS = Array.from({ length: 10000 }, (_, index) => ({ id: index, label: `第 ${index} 行` }))
const BOUND = 60
jest.setTimeout(15000)

function List () {
  return (
    <View style={{ height: '600px' }}>
      <VirtualList items={ROWS} rowHeight={100} renderRow={(row) => <Text className='row-label'>{row.label}</Text>} />
    </View>
  )
}

const rendered = () => Array.from(document.querySelectorAll('.virtual-list__row')).map((el) => Number(el.getAttribute('data-index')))

describe('visibleRange', () => {
  it('covers the window plus overscan and never more', () => {
    expect(visibleRange(0, 600, 50, 10000, 4)).toEqual({ start: 0, end: 16 })
    expect(visibleRange(50 * 5000, 600, 50, 10000, 4)).toEqual({ start: 4996, end: 5016 })
    expect(visibleRange(50 * 20000, 600, 50, 10000, 4)).toEqual({ start: 9999, end: 10000 })
    expect(visibleRange(0, 600, 50, 0, 4)).toEqual({ start: 0, end: 0 })
  })
})

describe('VirtualList', () => {
  it('renders a bounded window of 10 000 rows and moves it with the scroll', async () => {
    const testUtils = new TestUtils()
    await testUtils.mount(List, { props: {} })
    await testUtils.queries.waitForQueryByText('第 0 行', '*', { timeout: 5000 })
    const first = rendered()
    expect(first.length).toBeGreaterThan(3)
    expect(first.length).toBeLessThanOrEqual(BOUND)
    expect(document.querySelectorAll('.row-label').length).toBe(first.length)
    const spacer = document.querySelector('.virtual-list__spacer') as HTMLElement
    const total = parseFloat(spacer.style.height)
    const rowPx = total / 10000
    expect(rowPx).toBeGreaterThan(0)

    // scroll to the middle: the rows there render, the first ones are gone, the DOM stays bounded
    const scroller = document.querySelector('.virtual-list') as HTMLElement
    await act(async () => {
      scroller.dispatchEvent(new CustomEvent('scroll', { bubbles: false, detail: { scrollTop: rowPx * 5000 } }))
    })
    await testUtils.queries.waitForQueryByText('第 5000 行', '*', { timeout: 5000 })
    const middle = rendered()
    expect(middle).toContain(5000)
    expect(middle).not.toContain(0)
    expect(middle.length).toBeLessThanOrEqual(BOUND)
    expect(document.querySelectorAll('.row-label').length).toBeLessThanOrEqual(BOUND)

    // and at the very end
    await act(async () => {
      scroller.dispatchEvent(new CustomEvent('scroll', { bubbles: false, detail: { scrollTop: rowPx * 9990 } }))
    })
    await testUtils.queries.waitForQueryByText('第 9999 行', '*', { timeout: 5000 })
    expect(rendered().length).toBeLessThanOrEqual(BOUND)
  })

  it('recycles its rows: a scroll hands the same elements other rows, none is created or moved (issue 12.4)', async () => {
    const testUtils = new TestUtils()
    await testUtils.mount(List, { props: {} })
    await testUtils.queries.waitForQueryByText('第 0 行', '*', { timeout: 5000 })
    const rows = () => Array.from(document.querySelectorAll('.virtual-list__row'))
    const scroller = document.querySelector('.virtual-list') as HTMLElement
    const rowPx = parseFloat((document.querySelector('.virtual-list__spacer') as HTMLElement).style.height) / 10000
    await act(async () => {
      scroller.dispatchEvent(new CustomEvent('scroll', { bubbles: false, detail: { scrollTop: rowPx * 100 } }))
    })
    await testUtils.queries.waitForQueryByText('第 100 行', '*', { timeout: 5000 })
    const before = rows()
    await act(async () => {
      scroller.dispatchEvent(new CustomEvent('scroll', { bubbles: false, detail: { scrollTop: rowPx * 5000 } }))
    })
    await testUtils.queries.waitForQueryByText('第 5000 行', '*', { timeout: 5000 })
    const after = rows()
    expect(after).toEqual(before)
    expect(rendered()).toContain(5000)
    expect(rendered()).not.toContain(100)
  })

  it('draws a step of a row at once and only the row it brings in; a fling past the drawn rows once it rests (issue 12.4)', async () => {
    const drawn: number[] = []
    function Counted () {
      return (
        <View style={{ height: '600px' }}>
          <VirtualList items={ROWS} rowHeight={100} renderRow={(row) => { drawn.push(row.id); return <Text className='row-label'>{row.label}</Text> }} />
        </View>
      )
    }
    const testUtils = new TestUtils()
    await testUtils.mount(Counted, { props: {} })
    await testUtils.queries.waitForQueryByText('第 0 行', '*', { timeout: 5000 })
    const scroller = document.querySelector('.virtual-list') as HTMLElement
    const rowPx = parseFloat((document.querySelector('.virtual-list__spacer') as HTMLElement).style.height) / 10000
    const scrollTo = async (row: number) => act(async () => {
      scroller.dispatchEvent(new CustomEvent('scroll', { bubbles: false, detail: { scrollTop: rowPx * row } }))
    })
    for (let row = 1; row <= 10; row++) await scrollTo(row)
    const shown = rendered()
    drawn.length = 0
    await scrollTo(11)
    expect(rendered()).not.toEqual(shown)
    expect(drawn).toHaveLength(1)
    expect(rendered()).toContain(drawn[0])

    // 11 -> 3000 in one event: nothing is drawn until the scroll has rested
    await scrollTo(3000)
    expect(rendered()).not.toContain(3000)
    await testUtils.queries.waitForQueryByText('第 3000 行', '*', { timeout: 5000 })
    expect(rendered()).toContain(3000)
  })

  it('offers back-to-top after two screens of scrolling, and a tap sends the list to the top', async () => {
    const testUtils = new TestUtils()
    await testUtils.mount(List, { props: {} })
    await testUtils.queries.waitForQueryByText('第 0 行', '*', { timeout: 5000 })
    const scroller = document.querySelector('.virtual-list') as HTMLElement
    const scrollTo = async (top: number) => act(async () => {
      scroller.dispatchEvent(new CustomEvent('scroll', { bubbles: false, detail: { scrollTop: top } }))
    })
    const height = window.innerHeight
    await scrollTo(height * 1.5)
    expect(document.querySelector('.back-to-top')).toBeNull()
    await scrollTo(height * 2.5)
    const button = document.querySelector('.back-to-top') as HTMLElement
    expect(button).not.toBeNull()
    await act(async () => { button.click() })
    expect(document.querySelector('.back-to-top')).toBeNull() // the scroll itself is checked in Chromium (e2e/touch)
  })
})

describe('showsBackToTop', () => {
  it('shows after two screens and not before', () => {
    expect(showsBackToTop(1600, 800)).toBe(false)
    expect(showsBackToTop(1601, 800)).toBe(true)
  })
})
