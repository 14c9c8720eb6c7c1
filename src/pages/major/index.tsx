import GuessScreen from '@/features/GuessBoard'

/** /pages/major/index: the CS2 Major match guess (the shared engine with game = major). */
export default function Page () {
  return <GuessScreen game='major' back='/pages/major/index' />
}
