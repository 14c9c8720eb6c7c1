import { Text } from '@tarojs/components'
import { changeSeed } from '@/services/draws'
import { problemText } from '@/lib/navigation'
import { useStores } from '@/stores/context'
import { SeedPairStore } from '@/stores/seedPair'

interface RevealSeedProps {
  className: string
  /** reads the record again: its server seed is now public and FairnessRecord verifies it */
  onRevealed: () => Promise<void> | void
  onProblem: (text: string) => void
}

/** 公开服务端种子并验证: rotates the user's seed pair, which reveals the seed the shown record was drawn with. */
export default function RevealSeed ({ className, onRevealed, onProblem }: RevealSeedProps) {
  const seeds = useStores().shared(SeedPairStore)
  const reveal = async () => {
    try {
      await seeds.change(changeSeed)
      await onRevealed()
    } catch (e) {
      onProblem(problemText(e, '公开种子失败，请稍后重试'))
    }
  }
  return <Text className={className} onClick={() => void reveal()}>公开服务端种子并验证</Text>
}
