import { Text, View } from '@tarojs/components'
import type { ReturnToPlayerView } from '../../../types/api'
import { ppmPercent } from '@/lib/fairness'
import './index.scss'

/** A paid draw's published return, so a player sees the odds before paying: 期望返还 ¥4.40（88%）, or, over the cap, 暂停 with the server's reason. */
export default function ReturnLine ({ rtp }: { rtp?: ReturnToPlayerView }) {
  if (!rtp) return null
  if (rtp.paused) return <View className='return-line return-line--paused' role='alert'><Text>{rtp.reason}</Text></View>
  return <Text className='return-line'>期望返还 ¥{rtp.expected_return}（{ppmPercent(rtp.rtp_bp * 100)}）· 上限 {ppmPercent(rtp.cap_bp * 100)}</Text>
}
