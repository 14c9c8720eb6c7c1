// The shapes of a Steam OpenID answer and of where a provider's page may send the user back.

/** Where a provider's page may send the user back: a path of ours, or a page on this machine (the H5 dev server). */
export const RETURN_TO = /^(\/(?!\/)[^\s]*|https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/[^\s]*)?)$/
/** `openid.claimed_id`: Steam's OpenID URL of one account; the group is the 64-bit Steam id. */
export const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/
/** `openid.response_nonce`: an ISO time (the group) and up to 64 printable characters. */
export const NONCE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)[\x21-\x7e]{1,64}$/
