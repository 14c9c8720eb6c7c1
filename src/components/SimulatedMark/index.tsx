import { Text } from '@tarojs/components'
import './index.scss'

/** What a player reads beside anything the API marks simulated (a payment channel, the withdrawal payout). */
export const SIMULATED_TEXT = '演示环境 · 模拟渠道，不涉及真实资金'

/**
 * The one simulation mark: shown only where the API answers `simulated: true`, so a production build with real
 * providers never shows it. The only place in src/ that writes the word (test/unit/simulatedWording.test.ts).
 */
export default function SimulatedMark ({ className = '' }: { className?: string }) {
  return <Text className={`simulated-mark ${className}`}>{SIMULATED_TEXT}</Text>
}
