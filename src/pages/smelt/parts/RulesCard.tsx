import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useOnShow } from '@/components/useOnShow'
import { useStores } from '@/stores/context'
import './smelt.scss'

/** The furnace's rules from the smelt overview (stores/smelt, /v1/smelt/info), read on each show; visitors see it too. */
function RulesCard () {
  const { smelt } = useStores()
  useOnShow(() => { void smelt.load() })
  return (
    <View className='sm-card'>
      <Text className='sm-title'>熔炼 · {smelt.info ? `最多 ${smelt.info.input_count} 件换 1 件` : '多件换 1 件'}</Text>
      <Text className='sm-note'>{smelt.info?.description ?? (smelt.errMsg || '规则加载中…')}</Text>
    </View>
  )
}

export default observer(RulesCard)
