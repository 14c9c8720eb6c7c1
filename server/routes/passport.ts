import type { Api } from '../http/context'
import type { LoginResult, SmsSent } from '../../types/api'
import { newPassword, oneOf, openIdAnswer, optional, parse, phone, returnTo, smsCode, steamId, str } from '../http/validate'
import { consumeSmsCode, sendSmsCode, SMS_SCENES } from '../model/sms'
import { revokeSession, startSession } from '../model/sessions'
import { createUser, resetPassword, upgradePasswordHash, userByPhone, userIdBySteamId, userIdByWxOpenid } from '../model/users'
import { linkInvite } from '../model/invites'
import { hashPassword, verifyPassword } from '../domain/passwords'
import { fail, Status } from '../domain/status'
import { verifiedSteamId } from '../model/steamOpenId'
import { atomically } from '../model/transaction'

export function passportRoutes (api: Api): void {
  const { deps } = api
  const { db } = deps

  // Registered or not, the answer is the same: a forgotten-password code for an unknown phone is counted but not sent,
  // a register code for a known phone is sent (its owner learns at /passport/register, after proving the phone).
  const sendCode = (call: { params: Record<string, unknown>, ip: string }): Promise<SmsSent> => {
    const input = parse(call.params, { phone: phone(), scene: optional(oneOf('场景', SMS_SCENES), 'login') })
    const deliver = input.scene !== 'forgot' || userByPhone(db, input.phone) !== undefined
    return sendSmsCode(deps, input.phone, input.scene, call.ip, deliver)
  }
  api.write('/passport/sms-send', sendCode)
  api.write('/passport/sms-code', sendCode)
  api.write('/v1/sms/send-message', sendCode)

  // SMS login signs up a new phone on the way (one step for new users); password login needs an account.
  api.write('/passport/login', async (call): Promise<LoginResult> => {
    const input = parse(call.params, {
      type: optional(oneOf('登录方式', ['sms', 'password'] as const)),
      phone: phone(),
      code: optional(smsCode()),
      password: optional(str('密码', { max: 64, trim: false })),
      invite_code: optional(str('邀请码', { max: 10 }))
    })
    const type = input.type ?? (input.code ? 'sms' : 'password')
    if (type === 'sms') {
      if (!input.code) fail(Status.badRequest, '请填写验证码')
      // the code is used up first, in its own write, so a wrong code still counts as a try
      consumeSmsCode(deps, input.phone, 'login', input.code!)
      return atomically(deps, () => {
        const known = userByPhone(db, input.phone)
        const user = known ?? createUser(db, { phone: input.phone, nickname: `用户${input.phone.slice(7)}` }, deps.now())
        // an invite code counts only for the account this login creates (server/README.md "Tasks and invites")
        if (!known && input.invite_code) linkInvite(deps, user.id, input.invite_code)
        return startSession(deps, user.id)
      })
    }
    if (!input.password) fail(Status.badRequest, '请填写密码')
    // wrong tries count per phone + address (another address cannot lock the owner out) and per address (across phones)
    const { login, loginPerAddress } = deps.limits
    const key = `${input.phone}|${call.ip}`
    const now = deps.now()
    const locked = Math.max(login.lockedFor(key, now), loginPerAddress.lockedFor(call.ip, now))
    if (locked > 0) fail(Status.password, `密码错误次数过多，请 ${Math.ceil(locked / 60)} 分钟后再试，或使用验证码登录`)
    // counted before the slow check, so guesses sent at once are all counted; a right one is taken back
    login.fail(key, now)
    loginPerAddress.fail(call.ip, now)
    const user = userByPhone(db, input.phone)
    // an unknown phone is checked against a dummy hash: both answers take one hash's time
    const check = await verifyPassword(input.password!, user?.password_hash ?? null)
    if (!user || !check.ok) fail(Status.password, '手机号或密码错误')
    login.clear(key)
    loginPerAddress.forgive(call.ip)
    if (check.outdated) {
      const upgraded = await hashPassword(input.password!)
      upgradePasswordHash(db, user!.id, user!.password_hash, upgraded)
    }
    return startSession(deps, user!.id)
  })

  api.write('/passport/register', async (call): Promise<LoginResult> => {
    const input = parse(call.params, { phone: phone(), code: smsCode(), password: newPassword() })
    // the code first: only the phone's holder learns that it is registered
    consumeSmsCode(deps, input.phone, 'register', input.code)
    if (userByPhone(db, input.phone)) fail(Status.exists, '该手机号已注册，请直接登录')
    const passwordHash = await hashPassword(input.password)
    return atomically(deps, () => {
      const user = createUser(db, { phone: input.phone, password_hash: passwordHash, nickname: `用户${input.phone.slice(7)}` }, deps.now())
      return startSession(deps, user.id)
    })
  })

  api.write('/passport/logout', (call) => {
    call.userId()
    revokeSession(deps, call.viewer!.jti)
    return { ok: true }
  })

  const { steamOpenId, wechat } = deps.providers
  api.route('/v1/loginType', () => ({
    types: ['sms', 'password', ...(steamOpenId.ready ? ['steam'] : []), ...(wechat.ready ? ['wechat'] : [])]
  }))

  // Steam login, step 1: where to send the user (Steam's sign-in page, which comes back to return_to).
  api.route('/passport/steam-url', (call) => {
    const input = parse(call.params, { return_to: returnTo(), steam_id: optional(steamId()) })
    return { url: steamOpenId.loginUrl(input.return_to, input.steam_id) }
  })

  // Steam login, step 2: the OpenID answer comes back; Steam vouches for it (once, within 5 minutes) and the player logs in.
  const steamLogin = async (call: { params: Record<string, unknown> }): Promise<LoginResult> => {
    const steamId = await verifiedSteamId(deps, openIdAnswer(call.params), 'Steam 登录校验失败，请重试')
    return atomically(deps, () => {
      const id = userIdBySteamId(db, steamId) ?? createUser(db, { steam_id: steamId, nickname: `Steam用户${steamId.slice(-4)}` }, deps.now()).id
      return startSession(deps, id)
    })
  }
  api.write('/passport/steam', steamLogin)
  api.write('/v1/steam/login', steamLogin)

  // Mini-program login: wx.login's code → WeChat's code2session → the player's openid (a new one signs up).
  api.write('/api/v1/user/v3/mix/login', async (call) => {
    const input = parse(call.params, { code: str('登录凭证', { max: 128, pattern: /^[A-Za-z0-9_-]+$/ }) })
    const { openid } = await wechat.code2session(input.code)
    return atomically(deps, () => {
      const id = userIdByWxOpenid(db, openid) ?? createUser(db, { wx_openid: openid, nickname: `微信用户${openid.slice(-4)}` }, deps.now()).id
      return startSession(deps, id)
    })
  })

  // Forgotten password: code to the phone, then a new password (every session of the account is revoked).
  api.write('/v1/user/my/frogetpwdcode', (call) => sendCode({ params: { ...call.params, scene: 'forgot' }, ip: call.ip }))
  api.write('/v1/user/my/modifypwd', async (call) => {
    const input = parse(call.params, { phone: phone(), code: smsCode(), password: newPassword('新密码') })
    // an unknown phone was never sent a code, so it fails here like a wrong code (4101)
    consumeSmsCode(deps, input.phone, 'forgot', input.code)
    const user = userByPhone(db, input.phone) ?? fail(Status.notFound, '该手机号未注册')
    const passwordHash = await hashPassword(input.password)
    resetPassword(db, user.id, passwordHash, deps.now())
    return { ok: true }
  })

  // Human check before SMS on the web, asked of the humanCheck provider.
  api.route('/v1/human/web', (call) => deps.providers.humanCheck.check(call.params, call.ip))
}
