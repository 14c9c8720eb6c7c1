// Every component a test mounts is unmounted after that test (effects cleaned up, timers and
// listeners gone), so no screen from one case keeps running, or answering queries, in the next.
import TestUtils from '@tarojs/test-utils-react'

const mounted: TestUtils[] = []
const mount = TestUtils.prototype.mount

TestUtils.prototype.mount = function (this: TestUtils, ...args: Parameters<TestUtils['mount']>) {
  mounted.push(this)
  return mount.apply(this, args)
}

afterEach(() => {
  // the library spells its method `unmout`
  for (const utils of mounted.splice(0)) utils.act(() => utils.unmout())
  document.body.innerHTML = ''
})
