/** The verify screens' routes ("verfiy" is the public spelling). */
export const VERIFY_HOME = '/pages/verfiy/index'
export const VERIFY_LIST = '/pages/verfiy/list/index'
export const VERIFY_PARAMETER = '/pages/verfiy/parameter'
export const detailUrl = (id: number): string => `/pages/verfiy/detail/index?id=${id}`
/** The verify page with a link filled in (a listing row's 检视). */
export const inspectLinkUrl = (link: string): string => `${VERIFY_HOME}?link=${encodeURIComponent(link)}`
