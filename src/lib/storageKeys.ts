/** spec 3: the stored values, by their stored names. */
export const STORAGE = {
  token: 'token',
  accessToken: 'C5AccessToken',
  deviceId: 'C5DeviceId',
  appVersion: 'C5AppVersion',
  channel: 'C5Channel',
  sourceOrigin: 'source_origin',
  clientId: 'client_id',
  /** pending login hand-backs and their state (lib/loginState) */
  loginStates: 'C5LoginState',
  /** the game last chosen in the shop, so a reload or a new visit opens it (stores/config) */
  mainGame: 'trade_main_game'
} as const

/** spec 6: the cookies the token may come from. */
export const COOKIE = {
  /** set by the native app */
  appToken: 'C5AccessToken',
  /** our own H5 copy, kept 7 days (spec 9) */
  h5Token: 'H5_C5_AccessToken',
  /** handed over at start-up, moved to storage and cleared (spec 4) */
  startUpToken: 'access-token'
} as const

export const H5_TOKEN_COOKIE_DAYS = 7
