import { useEffect } from 'react'
import { View } from '@tarojs/components'
import TestUtils from '@tarojs/test-utils-react'

// test/unit/support/unmountAfterEach.ts: a screen mounted in one case is gone in the next.
const cleanups: string[] = []
function Screen () {
  useEffect(() => () => { cleanups.push('unmounted') }, [])
  return <View>第一个用例的界面</View>
}

it('mounts a screen', async () => {
  await new TestUtils().mount(Screen)
  expect(document.body.textContent).toContain('第一个用例的界面')
  expect(cleanups).toEqual([])
})

it('finds it unmounted in the next case', () => {
  expect(cleanups).toEqual(['unmounted'])
  expect(document.body.textContent).not.toContain('第一个用例的界面')
})
