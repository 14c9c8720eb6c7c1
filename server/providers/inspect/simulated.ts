import type { InspectProvider } from './index'
import { exactFloat, floatText, floatWindow, paintIndexOf, paintSeedOf, skinName, stickersOf } from '../../domain/inspect'

/** The simulated inspection: every value drawn from the link (the same link, the same answer), the float inside the item's exterior and known wear. */
export const simulatedInspect = (): InspectProvider => ({
  simulated: true,
  async inspect (subject) {
    const skin = skinName(subject.marketHashName)
    return {
      float: floatText(exactFloat(subject.link, floatWindow(skin, subject.exterior).window, subject.wear)),
      paintSeed: paintSeedOf(subject.link),
      paintIndex: paintIndexOf(subject.link, skin),
      stickers: stickersOf(subject.link, subject.category)
    }
  }
})
