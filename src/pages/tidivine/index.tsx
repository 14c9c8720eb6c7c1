import GuessScreen from '@/features/GuessBoard'

/** /pages/tidivine/index: the DOTA2 TI match guess (the shared engine with game = ti). */
export default function Page () {
  return <GuessScreen game='ti' back='/pages/tidivine/index' />
}
