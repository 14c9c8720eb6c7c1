import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro from '@tarojs/taro'
import './AgreementConsent.scss'

interface AgreementConsentProps {
  agreed: boolean
  onChange: (agreed: boolean) => void
  /** the current user agreement version, shown beside its name */
  version?: string
}

export const CONSENT_NEEDED = '请先阅读并同意《用户服务协议》和《隐私政策》'

/** The consent tick every login needs (the agreement must be accepted before an account is used). */
export default function AgreementConsent ({ agreed, onChange, version }: AgreementConsentProps) {
  const open = (url: string) => { void Taro.navigateTo({ url }).catch(() => undefined) }
  return (
    <View className='agreement-consent'>
      {/* the tap target is 44 px square (see docs/decisions.md, 'Tap targets'); the drawn circle inside stays 16 px */}
      <View
        className={`agreement-consent__tick${agreed ? ' agreement-consent__tick--on' : ''}`}
        role='checkbox'
        aria-checked={agreed}
        aria-label='同意协议'
        onClick={() => onChange(!agreed)}
      >
        <View className='agreement-consent__box'>{agreed && <Text className='agreement-consent__mark'>✓</Text>}</View>
      </View>
      <Text className='agreement-consent__text'>
        <Text {...tappable()} onClick={() => onChange(!agreed)}>我已阅读并同意</Text>
        <Text {...tappable()} className='agreement-consent__link' onClick={() => open('/pages/agreement/service/index')}>《用户服务协议》</Text>
        <Text>和</Text>
        <Text {...tappable()} className='agreement-consent__link' onClick={() => open('/pages/user/privacy/index')}>《隐私政策》</Text>
        {version && <Text className='agreement-consent__version'>（v{version}）</Text>}
      </Text>
    </View>
  )
}
