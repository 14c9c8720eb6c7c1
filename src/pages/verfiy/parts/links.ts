/** The verify screens' routes ("verfiy" is the public spelling). */
export const VERIFY_HOME = '/pages/verfiy/index'
export const VERIFY_LIST = '/pages/verfiy/list/index'
export const VERIFY_PARAMETER = '/pages/verfiy/parameter'
export const detailUrl = (id: number): string => `/pages/verfiy/detail/index?id=${id}`
/** The verify page with a link filled in (a listing row's 检视). */
export const inspectLinkUrl = (link: string): string => `${VERIFY_HOME}?link=${encodeURIComponent(link)}`
/** The `link` query as the router hands it over (still encoded once on H5 and in the mini-program): decoded once. */
export function linkParam (raw: string | undefined): string {
  if (!raw) return ''
  try { return decodeURIComponent(raw) } catch { return raw }
}
