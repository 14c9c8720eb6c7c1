import fs from 'node:fs'
import path from 'node:path'
import Taro from '@tarojs/taro'
import { BRAND_COLOUR, showDialog } from '@/lib/dialog'

const SRC = path.join(__dirname, '../../src')
const sources = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const file = path.join(dir, entry.name)
  return entry.isDirectory() ? sources(file) : /\.tsx?$/.test(entry.name) ? [file] : []
})

describe('dialogs wear the brand colour', () => {
  it('showDialog puts the brand colour on the confirm button, whatever the caller passes', async () => {
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    await showDialog({ title: '退出登录', content: '确定要退出当前账号吗？', confirmColor: '#3cc51f' })
    expect(modal).toHaveBeenCalledWith({ title: '退出登录', content: '确定要退出当前账号吗？', confirmColor: BRAND_COLOUR })
    modal.mockRestore()
  })

  it('is the only way the app opens a dialog, and the colour is the buttons\' orange (the accent token)', () => {
    const direct = sources(SRC).filter((file) => !file.endsWith(path.join('lib', 'dialog.ts')))
      .filter((file) => /\bshowModal\b|confirmColor/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file))
    expect(direct).toEqual([])
    const accent = /^\$accent:\s*(#[0-9a-f]{6});/m.exec(fs.readFileSync(path.join(SRC, 'styles/tokens.scss'), 'utf8'))?.[1]
    expect(BRAND_COLOUR).toBe(accent)
    expect(fs.readFileSync(path.join(SRC, 'components/FormField/index.scss'), 'utf8')).toMatch(/background: \$accent;/)
  })
})
