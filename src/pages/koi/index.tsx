import BoxDraw from '@/features/BoxDraw'

/** /pages/koi/index: the koi lucky draw: one free chance a Beijing day, paid draws, odds, records (SPEC 7). */
export default function KoiPage () {
  return <BoxDraw kind='koi' here='/pages/koi/index' />
}
