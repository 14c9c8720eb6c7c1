import {
  checkAmount, checkLoginPassword, checkTicket, checkNewPayPassword, checkNickname, checkPasswordStrength, checkPayPasswordEntry,
  checkPhone, checkSmsCode, checkTradeUrl, firstProblem
} from '@/lib/validate'

describe('form rules (issue 6 item 7)', () => {
  it('phone: 11 digits starting 13-19', () => {
    expect(checkPhone('13800138000')).toBeNull()
    expect(checkPhone(' 19912345678 ')).toBeNull()
    expect(checkPhone('')).toBe('请输入手机号')
    expect(checkPhone('12800138000')).toMatch(/正确/)
    expect(checkPhone('1380013800')).toMatch(/正确/)
    expect(checkPhone('138001380001')).toMatch(/正确/)
    expect(checkPhone('1380013800a')).toMatch(/正确/)
  })

  it('sms code: six digits', () => {
    expect(checkSmsCode('012345')).toBeNull()
    expect(checkSmsCode('')).toBe('请输入验证码')
    expect(checkSmsCode('12345')).toMatch(/6 位/)
    expect(checkSmsCode('12345a')).toMatch(/6 位/)
  })

  it('password strength: 8-32 with a letter and a digit (spaces allowed, as the server allows them)', () => {
    expect(checkPasswordStrength('Passw0rd!')).toBeNull()
    expect(checkPasswordStrength('abc12345')).toBeNull()
    expect(checkPasswordStrength('')).toBe('请输入密码')
    expect(checkPasswordStrength('abc1234')).toMatch(/至少 8 位/)
    expect(checkPasswordStrength('a1'.repeat(17))).toMatch(/32/)
    expect(checkPasswordStrength('abcdefgh')).toMatch(/字母和数字/)
    expect(checkPasswordStrength('12345678')).toMatch(/字母和数字/)
    expect(checkPasswordStrength('abc 12345')).toBeNull()
  })

  it('login password: only presence', () => {
    expect(checkLoginPassword('x')).toBeNull()
    expect(checkLoginPassword('')).toBe('请输入密码')
  })

  it('pay password: six digits; a new one not all the same and entered twice alike', () => {
    expect(checkPayPasswordEntry('123456')).toBeNull()
    expect(checkPayPasswordEntry('12345')).toMatch(/6 位数字/)
    expect(checkPayPasswordEntry('')).toBe('请输入支付密码')
    expect(checkNewPayPassword('135790', '135790')).toBeNull()
    expect(checkNewPayPassword('135790')).toBeNull()
    expect(checkNewPayPassword('13579a', '13579a')).toMatch(/6 位数字/)
    expect(checkNewPayPassword('888888', '888888')).toMatch(/相同/)
    expect(checkNewPayPassword('123456', '123456')).toBeNull() // the server takes it; the demo account uses it
    expect(checkNewPayPassword('135790', '135791')).toBe('两次输入的支付密码不一致')
  })

  it('trade URL: the Steam trade offer link with partner and an 8-character token', () => {
    expect(checkTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=Ab12Cd34')).toBeNull()
    expect(checkTradeUrl('')).toBe('请输入交易链接')
    expect(checkTradeUrl('http://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab12Cd34')).toMatch(/开头/)
    expect(checkTradeUrl('https://evil.example.com/tradeoffer/new/?partner=1&token=Ab12Cd34')).toMatch(/开头/)
    expect(checkTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=abc&token=Ab12Cd34')).toMatch(/格式不正确/)
    expect(checkTradeUrl('https://steamcommunity.com/tradeoffer/new/?partner=1&token=short')).toMatch(/格式不正确/)
  })

  it('nickname: 1-20 characters without angle brackets', () => {
    expect(checkNickname('刀塔玩家')).toBeNull()
    expect(checkNickname(' ')).toBe('请输入昵称')
    expect(checkNickname('a'.repeat(21))).toMatch(/20/)
    expect(checkNickname('<b>')).toMatch(/</)
    // the server's rule for free text (server/http/validate.ts str): no controls, no direction overrides
    expect(checkNickname('admin\u202egnp.exe')).toBe('昵称不能包含控制字符或文字方向控制符')
    expect(checkNickname('tab\there')).toBe('昵称不能包含控制字符或文字方向控制符')
  })

  it('checks a feedback ticket as the server does: lines allowed in the description, no other controls', () => {
    expect(checkTicket('第一行\n第二行说明', '')).toBeNull()
    expect(checkTicket('太短', '')).toBe('问题描述至少 5 个字')
    expect(checkTicket('订单一直未发货\u2066', '')).toBe('问题描述不能包含控制字符或文字方向控制符')
    expect(checkTicket('订单一直未发货', 'qq\u0000123')).toBe('联系方式不能包含控制字符或文字方向控制符')
    expect(checkTicket('订单一直未发货', 'x'.repeat(51))).toBe('联系方式不能超过 50 个字')
  })

  it('amount: two decimals at most, within the recharge limits, compared exactly', () => {
    expect(checkAmount('100')).toBeNull()
    expect(checkAmount('100.5')).toBeNull()
    expect(checkAmount('1.00')).toBeNull()
    expect(checkAmount('50000.00')).toBeNull()
    expect(checkAmount('')).toBe('请输入金额')
    expect(checkAmount('-1')).toMatch(/负数/)
    expect(checkAmount('1.234')).toMatch(/两位小数/)
    expect(checkAmount('1e3')).toMatch(/两位小数/)
    expect(checkAmount('abc')).toMatch(/两位小数/)
    expect(checkAmount('0.99')).toMatch(/不能低于 1.00/)
    expect(checkAmount('50000.01')).toMatch(/不能超过 50000.00/)
    expect(checkAmount('5', '10.00', '20.00')).toMatch(/10.00/)
  })

  it('firstProblem gives the first failing reason', () => {
    expect(firstProblem(null, '请输入验证码', '请输入密码')).toBe('请输入验证码')
    expect(firstProblem(null, null)).toBeNull()
  })
})
