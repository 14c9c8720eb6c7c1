import { shortWearName, wearText, WEAR_PLACES } from '@/lib/wear'
import { textUnits, capText, BUTTON_TEXT_UNITS } from '@/lib/textWidth'
import { hexToRgb, hexToRgba, ColourError } from '@/lib/colour'
import { deviceRatio, designToRpx, designToPx, statusBarOffset, isIphoneX, DESIGN_WIDTH } from '@/lib/units/screen'
import { debounce, doubleTapGuard } from '@/lib/debounce'
import { DEBOUNCE_MS, DOUBLE_TAP_BLOCK_MS, LONG_PRESS_MS, HOVER_START_MS, HOVER_STAY_MS } from '@/lib/interaction'

describe('wear names (spec 3)', () => {
  it.each([
    ['崭新出厂', '崭新'], ['略有磨损', '略磨'], ['久经沙场', '久经'], ['破损不堪', '破损'], ['战痕累累', '战痕'],
    ['StatTrak™ AK-47 | 红线 (久经沙场)', 'ST AK-47 | 红线 (久经)'],
    ['StatTrak M4A1', 'ST M4A1'],
    ['普通', '普通']
  ])('%s → %s', (full, short) => {
    expect(shortWearName(full)).toBe(short)
  })

  it('is empty for missing wear', () => {
    expect(shortWearName(null)).toBe('')
  })
})

describe('wear text', () => {
  it('shows every wear with the same decimals, cut and never rounded up across a bound', () => {
    expect(WEAR_PLACES).toBe(6)
    expect(wearText('0.21873412')).toBe('0.218734')
    expect(wearText('0.046600')).toBe('0.046600')
    expect(wearText('0.06999999')).toBe('0.069999')
    expect(wearText('0.725')).toBe('0.725000')
    expect(wearText('1')).toBe('1.000000')
    expect(wearText('—')).toBe('—')
    expect(wearText(null)).toBe('')
  })
})

describe('button text cap (spec 5)', () => {
  it('counts a Chinese character as 2 units', () => {
    expect(textUnits('abc')).toBe(3)
    expect(textUnits('前往检测')).toBe(8)
    expect(textUnits('OK确定')).toBe(6)
  })

  it('caps at 8 units, keeping whole characters', () => {
    expect(BUTTON_TEXT_UNITS).toBe(8)
    expect(capText('前往检测')).toBe('前往检测')
    expect(capText('前往账号检测')).toBe('前往账号')
    expect(capText('abcdefghij')).toBe('abcdefgh')
    expect(capText('abcdefg确定')).toBe('abcdefg')
    expect(capText('a确定取消')).toBe('a确定取')
    expect(textUnits(capText('a确定取消了'))).toBeLessThanOrEqual(8)
  })
})

describe('hex colours (spec 5)', () => {
  it('converts 3 and 6 digits, with or without #', () => {
    expect(hexToRgb('#fff')).toEqual({ r: 255, g: 255, b: 255 })
    expect(hexToRgb('AfB0b2')).toEqual({ r: 0xaf, g: 0xb0, b: 0xb2 })
    expect(hexToRgb('#333333')).toEqual({ r: 51, g: 51, b: 51 })
    expect(hexToRgb('#1a2')).toEqual({ r: 0x11, g: 0xaa, b: 0x22 })
    expect(hexToRgba('#eb4b4b', 0.2)).toBe('rgba(235, 75, 75, 0.2)')
  })

  it.each(['', '#', '#ff', '#ffff', '#fffff', '#fffffff', '#ggg', 'red', 'rgb(1,2,3)', '#12345z', null, 42])('rejects %p with a clear error', (input) => {
    expect(() => hexToRgb(input as string)).toThrow(ColourError)
    expect(() => hexToRgb(input as string)).toThrow(/expected #rgb or #rrggbb/)
  })

  it('rejects an alpha outside 0..1', () => {
    expect(() => hexToRgba('#fff', 2)).toThrow(RangeError)
    expect(() => hexToRgba('#fff', NaN)).toThrow(RangeError)
  })
})

describe('design width and screen (spec 9)', () => {
  it('uses design width 750 and the device ratios 640→1.17, 750→1, 828→0.905', () => {
    expect(DESIGN_WIDTH).toBe(750)
    expect(deviceRatio()).toBe(1)
    expect(deviceRatio(640)).toBe(1.17)
    expect(deviceRatio(828)).toBe(0.905)
    expect(() => deviceRatio(700)).toThrow(RangeError)
    expect(designToRpx(100, 640)).toBeCloseTo(117)
    expect(designToPx(750, 375)).toBe(375)
  })

  it('offsets the status bar 68 on Android, 88 on iPhone X, 64 otherwise', () => {
    expect(statusBarOffset({ os: 'android', iphoneX: false })).toBe(68)
    expect(statusBarOffset({ os: 'ios', iphoneX: true })).toBe(88)
    expect(statusBarOffset({ os: 'ios', iphoneX: false })).toBe(64)
    expect(statusBarOffset({ os: 'other', iphoneX: false })).toBe(64)
    expect(isIphoneX('ios', 812, 375)).toBe(true)
    expect(isIphoneX('ios', 667, 375)).toBe(false)
    expect(isIphoneX('android', 900, 400)).toBe(false)
  })

  it('has the interaction timings of spec 9', () => {
    expect([DEBOUNCE_MS, DOUBLE_TAP_BLOCK_MS, LONG_PRESS_MS, HOVER_START_MS, HOVER_STAY_MS]).toEqual([500, 300, 350, 50, 400])
  })
})

describe('debounce (spec 9: 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs once, 500 ms after the last call, with its arguments', () => {
    const fn = jest.fn()
    const d = debounce(fn)
    d('a'); jest.advanceTimersByTime(300); d('b'); jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith('b')
  })

  it('can be cancelled or flushed', () => {
    const fn = jest.fn()
    const d = debounce(fn)
    d(1); d.cancel(); jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
    d(2); d.flush()
    expect(fn).toHaveBeenCalledWith(2)
    jest.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('blocks a second tap within 300 ms', () => {
    const isDoubleTap = doubleTapGuard()
    expect(isDoubleTap(1000)).toBe(false)
    expect(isDoubleTap(1299)).toBe(true)
    expect(isDoubleTap(1700)).toBe(false)
  })
})
