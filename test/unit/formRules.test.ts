/**
 * Client and server agree on every form rule (issue 9 item 7): the same table of inputs goes
 * through the form checks (src/lib/validate.ts) and the API's payload fields
 * (server/http/validate.ts), and both must give the same verdict, which must be the expected one.
 */
import {
  checkAmount, checkNewPayPassword, checkPasswordStrength, checkPayPasswordEntry, checkPhone, checkSmsCode, checkTradeUrl
} from '@/lib/validate'
import { money, newPassword, newPayPassword, parse, payPassword, phone, smsCode, steamId, tradeUrl } from '../../server/http/validate'
import { STEAM_ID } from '../../src/contract/formRules'

type Field = Parameters<typeof parse>[1][string]
const serverAccepts = (field: Field, value: string): boolean => {
  try { parse({ value }, { value: field }); return true } catch { return false }
}

const TRADE = 'https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=Ab12Cd34'

// [input, accepted?]
const table: Record<string, { client: (v: string) => string | null, server: Field, cases: Array<[string, boolean]> }> = {
  phone: {
    client: checkPhone,
    server: phone(),
    cases: [['13800138000', true], [' 19912345678 ', true], ['', false], ['12800138000', false], ['1380013800', false],
      ['138001380001', false], ['1380013800a', false], ['+8613800138000', false]]
  },
  'sms code': {
    client: checkSmsCode,
    server: smsCode(),
    cases: [['012345', true], [' 123456 ', true], ['', false], ['12345', false], ['12345a', false], ['1234567', false]]
  },
  'new login password': {
    client: checkPasswordStrength,
    server: newPassword(),
    cases: [['Passw0rd!', true], ['abc12345', true], ['abc 12345', true], ['a1'.repeat(16), true], ['', false], ['abc1234', false],
      ['a1'.repeat(17), false], ['abcdefgh', false], ['12345678', false], ['密码密码密码密码1', false]]
  },
  'pay password typed to pay': {
    client: checkPayPasswordEntry,
    server: payPassword(),
    cases: [['123456', true], ['000000', true], ['', false], ['12345', false], ['12345a', false], [' 123456', false], ['1234567', false]]
  },
  'new pay password': {
    client: (v) => checkNewPayPassword(v),
    server: newPayPassword(),
    // 123456 is the demo account's pay password: the server takes it, so the form must too
    cases: [['123456', true], ['654321', true], ['135790', true], ['111111', false], ['888888', false], ['12345a', false], ['', false]]
  },
  'trade URL': {
    client: checkTradeUrl,
    server: tradeUrl(),
    cases: [[TRADE, true], [` ${TRADE} `, true], ['', false], [TRADE.replace('https', 'http'), false],
      [TRADE.replace('steamcommunity.com', 'evil.example.com'), false], [TRADE.replace('39734273', 'abc'), false],
      [TRADE.replace('Ab12Cd34', 'short'), false], [`${TRADE}&x=1`, false]]
  },
  amount: {
    client: (v) => checkAmount(v, '0.00', '1000000.00'),
    server: money('金额', 0, 100_000_000),
    cases: [['100', true], ['100.5', true], ['0.01', true], [' 12.30 ', true], ['1000000.00', true], ['', false], ['-1', false],
      ['1.234', false], ['1e3', false], ['abc', false], ['12.', false], ['.5', false], ['1000000.01', false], ['12345678901', false]]
  }
}

describe.each(Object.entries(table))('%s', (_name, { client, server, cases }) => {
  it.each(cases)('%j → accepted %s on both sides', (input, accepted) => {
    expect({ client: client(input) === null, server: serverAccepts(server, input) }).toEqual({ client: accepted, server: accepted })
  })
})

it('Steam id: 17 digits starting 7656119, one rule for the field and the pattern', () => {
  for (const [input, accepted] of [['76561198000000001', true], ['7656119800000000', false], ['86561198000000001', false]] as const) {
    expect(serverAccepts(steamId(), input)).toBe(accepted)
    expect(STEAM_ID.test(input)).toBe(accepted)
  }
})
