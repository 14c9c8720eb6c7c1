import type { InspectProvider } from './index'
import { notConfigured } from '../provider'

/**
 * A CS2 item's float and pattern come only from the game coordinator, asked by a logged-in Steam client (an inspect bot);
 * no public web API answers them, so production answers 4500 until such a bot is configured.
 */
export const productionInspect = (): InspectProvider => ({ simulated: false, inspect: async () => notConfigured('inspect') })
