import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { createRootStore, type RootStore } from '@/stores/root'
import { StoresProvider } from '@/stores/context'
import type { SentRequest } from './fakeNetwork'

/** Answers one API call: the envelope's status and data (status 200 by default). */
export type ApiAnswer = { status?: number, message?: string, data: unknown }
/** Picks the answer by the call's full path, e.g. '/api/v1/open/v3/store/item/list'. */
export type ApiRoutes = Record<string, ApiAnswer | ((request: SentRequest) => ApiAnswer)>

/**
 * Mounts a page the way the app runs it: the real root store and services inside
 * StoresProvider, with the network faked only at the Taro.request boundary.
 * A path with no route answers a clear 404 business error.
 */
export async function mountPage (Page: () => JSX.Element | null, routes: ApiRoutes = {}) {
  const sent: SentRequest[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: SentRequest) => {
    sent.push({ url: options.url, method: options.method, header: options.header, data: options.data })
    const path = options.url.split('?')[0].replace(/^https?:\/\/[^/]+/, '')
    const route = routes[path]
    const answer = typeof route === 'function' ? route(options) : route ?? { status: 404, message: `no fake for ${path}`, data: null }
    const body = { status: answer.status ?? 200, message: answer.message ?? 'ok', data: answer.data }
    return Promise.resolve({ statusCode: 200, data: JSON.stringify(body) })
  }) as never)
  const root: RootStore = createRootStore()
  const testUtils = new TestUtils()
  const Wrapped = () => <StoresProvider root={root}><Page /></StoresProvider>
  await testUtils.mount(Wrapped, { props: {} })
  return { testUtils, root, sent }
}
