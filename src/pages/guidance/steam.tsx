import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import './steam.scss'

const STEPS = [
  { title: '绑定 Steam 账号', text: '在「我的 → Steam 设置」中前往 Steam 官方页面授权，我们只获取你的 Steam ID。', url: '/pages/user/steambind', action: '去绑定' },
  { title: '公开库存', text: '打开 Steam 「个人资料 → 编辑个人资料 → 隐私设置」，将「库存」设为「公开」，否则无法上架和查看饰品。' },
  { title: '开启手机令牌', text: '在 Steam App 中开启 Steam 令牌（手机验证器）满 7 天，交易才不会被暂挂 15 天。' },
  {
    title: '复制交易链接',
    text: '在 Steam 「库存 → 交易报价 → 谁能向我发送交易报价」中复制链接，形如 https://steamcommunity.com/tradeoffer/new/?partner=…&token=…',
    url: '/pages/user/setting/steam',
    action: '去填写'
  },
  { title: '完成账号检测', text: '设置完成后进行账号检测，检测通过即可买卖饰品。', url: '/pages/user/check/index', action: '去检测' }
]

/** /pages/guidance/steam: how to set up Steam for trading (trade URL, public inventory, authenticator). */
export default function SteamGuidancePage () {
  return (
    <View className='steam-guide'>
      <View className='steam-guide__hero'>
        <Text className='steam-guide__title'>Steam 交易设置指引</Text>
        <Text className='steam-guide__note'>完成以下 5 步，即可在 C5 安全收发饰品</Text>
      </View>
      {STEPS.map((step, index) => (
        <View key={step.title} className='steam-guide__step'>
          <Text className='steam-guide__num'>{index + 1}</Text>
          <View className='steam-guide__body'>
            <Text className='steam-guide__step-title'>{step.title}</Text>
            <Text className='steam-guide__text'>{step.text}</Text>
            {step.url && <Text className='steam-guide__go' onClick={() => Taro.navigateTo({ url: step.url! })}>{step.action} ›</Text>}
          </View>
        </View>
      ))}
    </View>
  )
}
