import { cardName, CARD_NAME_UNITS } from '@/lib/cardName'
import { textUnits } from '@/lib/textWidth'

describe('the name an item card shows (never cut)', () => {
  it('drops the wear suffix the wear tag already shows', () => {
    expect(cardName('AK-47 | 红线 (久经沙场)', '久经沙场')).toEqual({ text: 'AK-47 | 红线', small: false })
    expect(cardName('AK-47 | 红线 (久经沙场)', '崭新出厂').text).toBe('AK-47 | 红线 (久经沙场)')
    expect(cardName('龙爪钩', null)).toEqual({ text: '龙爪钩', small: false })
  })

  it('draws a name longer than two normal lines a step smaller instead of cutting it', () => {
    const long = cardName('★ StatTrak™ 爪子刀 | 多普勒 · 第二阶段红宝石蓝宝石黑珍珠 (崭新出厂)', '崭新出厂')
    expect(textUnits(long.text)).toBeGreaterThan(CARD_NAME_UNITS)
    expect(long).toEqual({ text: '★ StatTrak™ 爪子刀 | 多普勒 · 第二阶段红宝石蓝宝石黑珍珠', small: true })
    expect(cardName('StatTrak™ M4A1 消音型 | 伊卡洛斯殒落 (崭新出厂)', '崭新出厂').small).toBe(false)
  })
})
