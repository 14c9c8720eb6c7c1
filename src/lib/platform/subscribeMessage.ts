import Taro from '@tarojs/taro'

/**
 * Trade-notice subscription (server/README.md "WeChat notice"): the mini-program asks WeChat with
 * Taro.requestSubscribeMessage and answers the accepted template ids; elsewhere (H5) there is no such
 * dialog and it answers null, so the page shows the follow-the-official-account steps instead.
 */
export function canSubscribeInApp (): boolean {
  return process.env.TARO_ENV === 'weapp'
}

export async function requestTradeSubscribe (templateIds: string[]): Promise<string[] | null> {
  if (process.env.TARO_ENV !== 'weapp') return null
  const answer = await Taro.requestSubscribeMessage({
    tmplIds: templateIds,
    entityIds: []
  } as unknown as Taro.requestSubscribeMessage.Option) as unknown as Record<string, string>
  return templateIds.filter((id) => answer[id] === 'accept')
}
