import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compileWxml, compileWxss } from './wechatCompilers'

// issue 26: the production mini-program build through WeChat's own compilers (wcc, wcsc): a file they refuse is a
// page WeChat cannot show, or a stylesheet it drops whole.
const DIR = process.env.WEAPP_OUT ?? 'dist/weapp'

test('every WXML of the build compiles with wcc', () => {
  const { files, errors } = compileWxml(DIR)
  expect(files).toBeGreaterThan(100)
  expect(errors).toEqual([])
})

test('every WXSS of the build compiles with wcsc (no selector WXSS lacks, such as *)', () => {
  const { files, errors } = compileWxss(DIR)
  expect(files).toBeGreaterThan(100)
  expect(errors).toEqual([])
})

describe('planted faults are reported with the file and position', () => {
  let copy: string
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'weapp-faults-'))
    cpSync(DIR, copy, { recursive: true, filter: (source) => !/\.(js|map)$/.test(source) })
  })
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  test('a universal selector in a page stylesheet', () => {
    appendFileSync(join(copy, 'pages/haggle/index.wxss'), '\n.haggle-actions__row > * { flex: 1; }\n')
    const { errors } = compileWxss(copy)
    expect(errors).toEqual([{ file: 'pages/haggle/index.wxss', message: expect.stringMatching(/pages\/haggle\/index\.wxss\(\d+:\d+\): error at token `\*`/) }])
  })

  test('an unclosed tag in a page template', () => {
    const page = join(copy, 'pages/market/home/index.wxml')
    writeFileSync(page, `${readFileSync(page, 'utf8')}<view class="broken">`)
    const { errors } = compileWxml(copy)
    expect(errors).toEqual([{ file: 'pages/market/home/index.wxml',
      message: expect.stringMatching(/^pages\/market\/home\/index\.wxml:\d+:\d+: end tag missing/) }])
  })
})
