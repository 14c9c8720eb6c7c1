import { View, Text } from '@tarojs/components'
import type { RedPacket } from '../../../types/api'
import { verifyPacketSplit } from '@/lib/redpackSplit'

/**
 * The packet's split, auditable (server/README.md "Red packets"): the seed's hash published at creation; once the packet
 * is empty or expired the seed and every share, recomputed here on the device (lib/redpackSplit).
 */
export default function SplitProof ({ packet }: { packet: RedPacket }) {
  const revealed = packet.server_seed !== null
  const verified = revealed && verifyPacketSplit(packet)
  return (
    <View className='redpack-proof'>
      <View className='redpack-proof__head'>
        <Text className='redpack-proof__title'>金额分配可验证</Text>
        <Text className={`redpack-proof__verdict redpack-proof__verdict--${revealed ? (verified ? 'ok' : 'bad') : 'wait'}`}>
          {revealed ? (verified ? '已验证' : '验证失败') : '领完后公开'}
        </Text>
      </View>
      <Text className='redpack-proof__label'>种子哈希（创建时公布）</Text>
      <Text className='redpack-proof__value' userSelect>{packet.seed_hash}</Text>
      {revealed && (
        <>
          <Text className='redpack-proof__label'>种子</Text>
          <Text className='redpack-proof__value' userSelect>{packet.server_seed}</Text>
          <Text className='redpack-proof__label'>每份金额（按领取顺序）</Text>
          <Text className='redpack-proof__value'>{packet.shares!.join(' · ')}</Text>
        </>
      )}
      <Text className='redpack-proof__rule'>
        创建时即按二倍均值法分好每一份（每份至少 ¥0.01），第 i 位领取者得到第 i 份，谁也无法挑选金额。第 i 份取 HMAC-SHA256(种子, 口令:i) 的前 13 位十六进制映射到 1 至 ⌊2×剩余/剩余份数⌋ 分。
      </Text>
    </View>
  )
}
