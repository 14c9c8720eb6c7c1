import { act, createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { observer } from 'mobx-react-lite'
import { StoresProvider, useStores } from '@/stores/context'
import { RootStore, type StoreServices } from '@/stores/root'
import { offer } from './support/fixtures'

const fake = (): StoreServices => ({
  auth: { login: jest.fn(), logout: jest.fn() },
  config: { gamesMenu: jest.fn() },
  offer: { offerList: jest.fn() },
  smelt: { smeltInfo: jest.fn() },
  store: { itemList: jest.fn(), itemDetail: jest.fn() },
  trade: { orderList: jest.fn(), orderDetail: jest.fn(), pendingCheck: jest.fn() },
  user: { myInfo: jest.fn(), messages: jest.fn() }
})

const OfferDot = observer(() => {
  const { offer } = useStores()
  return h('span', null, offer.dot ? 'dot' : 'none')
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

describe('useStores()', () => {
  it('gives components the root store and re-renders them on change', () => {
    const root = new RootStore(fake())
    const host = document.createElement('div')
    const view = createRoot(host)
    act(() => view.render(h(StoresProvider, { root }, h(OfferDot))))
    expect(host.textContent).toBe('none')
    act(() => root.offer.receiveList([offer('1', 'sent')]))
    expect(host.textContent).toBe('dot')
    act(() => view.unmount())
  })

  it('says clearly when the provider is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const host = document.createElement('div')
    const view = createRoot(host)
    expect(() => act(() => view.render(h(OfferDot)))).toThrow(/StoresProvider/)
  })
})
