import { services as realServices, type Services } from '../services'
import { ConfigStore } from './config'
import { MarketStore } from './market'
import { OfferStore } from './offer'
import { OrderStore } from './order'
import { SmeltStore } from './smelt'
import { UserStore } from './user'
import { WalletStore } from './wallet'

/** A store of one player's server state: forgotten when the player changes. */
interface PlayerState { forget (): void }

/** The service functions the stores use; tests hand in fakes of this shape. */
export interface StoreServices {
  auth: Pick<Services['auth'], 'login' | 'logout'>
  config: Pick<Services['config'], 'gamesMenu'>
  offer: Pick<Services['offer'], 'offerList'>
  smelt: Pick<Services['smelt'], 'smeltInfo'>
  store: Pick<Services['store'], 'itemList' | 'itemDetail'>
  trade: Pick<Services['trade'], 'orderList' | 'orderDetail' | 'pendingCheck'>
  user: Pick<Services['user'], 'myInfo' | 'messages'>
}

/** Builds every store with its services (STYLE: MobX root store); pages reach it through useStores(). */
export class RootStore {
  readonly market: MarketStore
  readonly order: OrderStore
  readonly user: UserStore
  readonly offer: OfferStore
  readonly config: ConfigStore
  readonly smelt: SmeltStore
  readonly wallet: WalletStore
  /** stores only some screens use (the seed pair, campaign views): made on first use by `shared` */
  private readonly others = new Map<unknown, PlayerState>()

  constructor (readonly services: StoreServices = realServices) {
    this.config = new ConfigStore(services.config)
    this.market = new MarketStore(services.store)
    this.order = new OrderStore(services.trade)
    // the player's own server state goes when they log out or another player logs in on this device
    this.user = new UserStore(services.user, services.auth, () => this.forgetPlayer())
    this.offer = new OfferStore(services.offer)
    this.smelt = new SmeltStore(services.smelt)
    this.wallet = new WalletStore()
  }

  /**
   * The one instance of a store that only some screens use, made on first use: its class ships with those screens, not in
   * the mini-program's main package, and the screens that share it get the same instance.
   */
  shared<T extends PlayerState> (Store: new () => T): T {
    let store = this.others.get(Store) as T | undefined
    if (!store) {
      store = new Store()
      this.others.set(Store, store)
    }
    return store
  }

  /** Forgets the last player's wallet and shared stores (each screen loads its own again when it opens). */
  forgetPlayer (): void {
    this.wallet.forget()
    for (const store of this.others.values()) store.forget()
  }
}

export function createRootStore (services?: StoreServices): RootStore {
  return new RootStore(services)
}
