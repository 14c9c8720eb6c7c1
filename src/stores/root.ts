import { reaction } from 'mobx'
import { services as realServices, type Services } from '../services'
import { CampaignStore } from './campaign'
import { ConfigStore } from './config'
import { MarketStore } from './market'
import { OfferStore } from './offer'
import { OrderStore } from './order'
import { SeedPairStore } from './seedPair'
import { SmeltStore } from './smelt'
import { UserStore } from './user'
import { WalletStore } from './wallet'

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
  readonly seedPair: SeedPairStore
  readonly campaigns: CampaignStore

  constructor (readonly services: StoreServices = realServices) {
    this.config = new ConfigStore(services.config)
    this.market = new MarketStore(services.store)
    this.order = new OrderStore(services.trade)
    this.user = new UserStore(services.user, services.auth)
    this.offer = new OfferStore(services.offer)
    this.smelt = new SmeltStore(services.smelt)
    this.wallet = new WalletStore()
    // these take their service call per load too (services/draws, services/promotions stay out of the main package)
    this.seedPair = new SeedPairStore()
    this.campaigns = new CampaignStore()
    // the player's own server state goes when they log out or another player logs in on this device
    reaction(() => this.user.info?.user_id ?? null, (now, before) => {
      if (before !== null && now !== before) this.forgetPlayer()
    })
  }

  /** Forgets the last player's wallet, seed pair and campaign views (each screen loads its own again when it opens). */
  forgetPlayer (): void {
    this.wallet.forget()
    this.seedPair.forget()
    this.campaigns.forget()
  }
}

export function createRootStore (services?: StoreServices): RootStore {
  return new RootStore(services)
}
