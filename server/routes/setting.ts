import type { Api } from '../http/context'
import { flag, newPayPassword, oneOf, openIdAnswer, optional, parse, payPassword, phone, smsCode, str } from '../http/validate'
import { consumeSmsCode, sendSmsCode } from '../model/sms'
import {
  findUser, setAvatar, setPayPasswordEnabled, setPayPasswordHash, setPhone, setSteamId, userByPhone, userIdBySteamId, userInfo, type UserRow
} from '../model/users'
import { hashSecret } from '../domain/passwords'
import { verifyPayPassword } from '../model/payPassword'
import { fail, Status } from '../domain/status'
import { verifiedSteamId } from '../model/steamOpenId'

const AVATAR = /^(https:\/\/[^\s<>"]+|\/[^\s<>"]*)$/

const boundPhone = (user: UserRow): string => user.phone ?? fail(Status.badRequest, '请先绑定手机号')

/** /v1/user/setting/*: avatar, phone binding, pay password, Steam id. */
export function settingRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps
  const S = '/v1/user/setting'
  const me = (call: { userId: () => number }): UserRow => findUser(db, call.userId())

  api.write(`${S}/update-avatar`, (call) => {
    const user = me(call)
    const input = parse(call.params, { avatar: str('头像地址', { max: 500, pattern: AVATAR }) })
    setAvatar(db, user.id, input.avatar)
    return userInfo(findUser(db, user.id))
  })

  // Codes for the logged-in user. bind_phone goes to the new phone given; the others to the bound phone.
  api.write(`${S}/sms-code`, (call) => {
    const user = me(call)
    const input = parse(call.params, { scene: oneOf('场景', ['bind_phone', 'change_phone', 'unbind_phone', 'pay_password'] as const), phone: optional(phone()) })
    if (input.scene === 'bind_phone') {
      if (!input.phone) fail(Status.badRequest, '请填写手机号')
      if (userByPhone(db, input.phone!)) fail(Status.exists, '该手机号已被其他账号绑定')
      return sendSmsCode(deps, input.phone!, 'bind_phone', call.ip)
    }
    return sendSmsCode(deps, boundPhone(user), input.scene, call.ip)
  })
  api.write(`${S}/unbindcode`, (call) => sendSmsCode(deps, boundPhone(me(call)), 'unbind_phone', call.ip))
  api.write(`${S}/modpaypwdcode`, (call) => sendSmsCode(deps, boundPhone(me(call)), 'pay_password', call.ip))

  api.write(`${S}/bind-phone`, (call) => {
    const user = me(call)
    const input = parse(call.params, { phone: phone(), code: smsCode() })
    if (user.phone) fail(Status.conflict, '已绑定手机号，请使用更换手机号')
    if (userByPhone(db, input.phone)) fail(Status.exists, '该手机号已被其他账号绑定')
    consumeSmsCode(deps, input.phone, 'bind_phone', input.code)
    setPhone(db, user.id, input.phone)
    return userInfo(findUser(db, user.id))
  })

  api.write(`${S}/change-phone`, (call) => {
    const user = me(call)
    const input = parse(call.params, { old_code: smsCode('原手机验证码'), phone: phone('新手机号'), code: smsCode('新手机验证码') })
    const old = boundPhone(user)
    if (input.phone === old) fail(Status.badRequest, '新手机号不能与原手机号相同')
    if (userByPhone(db, input.phone)) fail(Status.exists, '该手机号已被其他账号绑定')
    consumeSmsCode(deps, old, 'change_phone', input.old_code)
    consumeSmsCode(deps, input.phone, 'bind_phone', input.code)
    setPhone(db, user.id, input.phone)
    return userInfo(findUser(db, user.id))
  })

  // Unbinding would lock out an account that has no other way in (Steam or WeChat).
  api.write(`${S}/unbindphone`, (call) => {
    const user = me(call)
    const input = parse(call.params, { code: smsCode() })
    const old = boundPhone(user)
    if (!user.steam_id && !user.wx_openid) fail(Status.conflict, '解绑后将无法登录，请先绑定 Steam 或微信')
    consumeSmsCode(deps, old, 'unbind_phone', input.code)
    setPhone(db, user.id, null)
    return userInfo(findUser(db, user.id))
  })

  api.write(`${S}/setpaypwd`, (call) => {
    const user = me(call)
    const input = parse(call.params, { pay_password: newPayPassword() })
    if (user.pay_password_hash) fail(Status.conflict, '已设置支付密码，请使用修改支付密码')
    setPayPasswordHash(db, user.id, hashSecret(input.pay_password), true)
    return userInfo(findUser(db, user.id))
  })

  // Change with the old pay password, or (forgotten) with an SMS code to the bound phone.
  api.write(`${S}/modpaypwd`, (call) => {
    const user = me(call)
    const input = parse(call.params, { pay_password: newPayPassword('新支付密码'), old_pay_password: optional(payPassword('原支付密码')), code: optional(smsCode()) })
    if (!user.pay_password_hash) fail(Status.conflict, '尚未设置支付密码')
    if (input.old_pay_password) {
      verifyPayPassword(deps, user.id, user.pay_password_hash, input.old_pay_password, '原支付密码错误')
    } else if (input.code) {
      consumeSmsCode(deps, boundPhone(user), 'pay_password', input.code)
    } else {
      fail(Status.badRequest, '请填写原支付密码或短信验证码')
    }
    setPayPasswordHash(db, user.id, hashSecret(input.pay_password), false)
    return userInfo(findUser(db, user.id))
  })

  // The switch turns balance payments on or off (a safety lock); while on, every balance payment needs the pay password.
  api.write(`${S}/paypwdswitch`, (call) => {
    const user = me(call)
    const input = parse(call.params, { enabled: flag('开关'), pay_password: payPassword() })
    verifyPayPassword(deps, user.id, user.pay_password_hash, input.pay_password)
    setPayPasswordEnabled(db, user.id, input.enabled)
    return userInfo(findUser(db, user.id))
  })

  // Only a Steam id Steam vouched for (its OpenID answer): a bare id from the client would let anyone claim any Steam account.
  api.write(`${S}/bindsteamid`, async (call) => {
    const user = me(call)
    const steamId = await verifiedSteamId(deps, openIdAnswer(call.params), 'Steam 授权校验失败，请重新前往 Steam 授权')
    const owner = userIdBySteamId(db, steamId)
    if (owner !== undefined && owner !== user.id) fail(Status.exists, '该 Steam 账号已被其他用户绑定')
    setSteamId(db, user.id, steamId)
    return userInfo(findUser(db, user.id))
  })
}
