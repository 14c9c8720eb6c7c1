import BoxDraw from '@/features/BoxDraw'

/** /pages/active/giftbox/index: CS2 gift boxes. */
export default function GiftBoxPage () {
  return <BoxDraw kind='box' appid={730} here='/pages/active/giftbox/index' other={{ text: 'DOTA2 宝箱', url: '/pages/active/giftbox/dota' }} />
}
