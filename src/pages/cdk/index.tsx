import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import RedeemForm from '@/features/Rewards/RedeemForm'
import '@/components/Rewards/index.scss'

const go = (url: string) => () => { void Taro.navigateTo({ url }) }

/** /pages/cdk/index: redeem a CDK (balance, a coupon, an item or a game key); the rules are the server's (server/README.md). */
export default function CdkRedeemPage () {
  return (
    <View className='reward-page'>
      <View className='reward-page__hero'>
        <Text className='reward-page__hero-title'>CDK 兑换</Text>
        <Text className='reward-page__hero-note'>输入平台发放的 CDK，可兑换余额、优惠券、饰品或游戏卡密，奖励即时到账</Text>
      </View>
      <View className='reward-page__card'>
        <RedeemForm page='/pages/cdk/index' />
      </View>
      <View className='reward-page__links'>
        <Text className='reward-page__link' onClick={go('/pages/cdk/knapsack/index')}>我的 CDK</Text>
        <Text className='reward-page__link' onClick={go('/pages/topic/cdkey-exchange-history/index?kind=cdk')}>兑换记录</Text>
        <Text className='reward-page__link' onClick={go('/pages/cdk/detail/index')}>购买点卡</Text>
      </View>
      <View className='reward-page__card'>
        <Text className='reward-page__title'>兑换说明</Text>
        <Text className='reward-page__rule'>1. 兑换码为 16 位字母或数字，不区分大小写，可带空格或短横线</Text>
        <Text className='reward-page__rule'>2. 每个兑换码只能兑换一次，重复兑换只显示已获得的奖励</Text>
        <Text className='reward-page__rule'>3. 饰品奖励放入已绑定 Steam 账号的库存，卡密放入「我的 CDK」</Text>
        <Text className='reward-page__rule'>4. 10 分钟内输错 10 次将暂停兑换 10 分钟</Text>
      </View>
    </View>
  )
}
