import BoxDraw from '@/features/BoxDraw'

/** /pages/active/giftbox/dota: DOTA2 gift boxes. */
export default function DotaGiftBoxPage () {
  return <BoxDraw kind='box' appid={570} here='/pages/active/giftbox/dota' other={{ text: 'CS2 开箱', url: '/pages/active/giftbox/index' }} />
}
