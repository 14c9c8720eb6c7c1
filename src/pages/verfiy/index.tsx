import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { SubmitButton } from '@/components/FormField'
import LoginGate from '@/components/LoginGate'
import { readInspectLink } from '@/contract/inspect'
import { problemText, usePageParams } from '@/lib/navigation'
import { inspectItem } from '@/services/inspect'
import InventoryPicker from './parts/InventoryPicker'
import { VERIFY_HOME, VERIFY_LIST, VERIFY_PARAMETER, detailUrl, inspectLinkUrl, linkParam } from './parts/links'
import './parts/verify.scss'

/** /pages/verfiy/index: paste an inspect link (checked by the server's own rule) or pick a CS2 skin of my inventory. */
function VerifyHome () {
  const params = usePageParams()
  const [link, setLink] = useState(() => linkParam(params.link))
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const run = async (input: { link: string } | { assetId: string }) => {
    setBusy(true)
    setProblem('')
    try {
      const record = await inspectItem(input)
      void Taro.navigateTo({ url: detailUrl(record.id) })
    } catch (e) {
      setProblem(problemText(e, '检视失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }
  const submit = () => {
    const read = readInspectLink(link)
    if (typeof read === 'string') { setProblem(read); return }
    void run({ link: read.text })
  }

  return (
    <View className='vf-page'>
      <View className='vf-card'>
        <Text className='vf-title'>粘贴检视链接</Text>
        <Text className='vf-note'>在 Steam 库存或市场中右键「在游戏中检视」复制链接，查看精确磨损、图案模板、渐变与多普勒相位</Text>
        <Textarea
          className={`vf-textarea${problem ? ' vf-textarea--error' : ''}`}
          placeholder='steam://rungame/730/…/+csgo_econ_action_preview%20S…A…D…'
          value={link}
          maxlength={300}
          onInput={(e) => { setLink(e.detail.value); setProblem('') }}
        />
        {problem && <View className='vf-error' role='alert'><Text>{problem}</Text></View>}
        <View className='vf-actions'><SubmitButton text='检视' busy={busy} onClick={submit} /></View>
      </View>
      <View className='vf-links'>
        <Text className='vf-link' onClick={() => { void Taro.navigateTo({ url: VERIFY_LIST }) }}>检视记录</Text>
        <Text className='vf-link' onClick={() => { void Taro.navigateTo({ url: VERIFY_PARAMETER }) }}>参数说明</Text>
      </View>
      <View className='vf-card'>
        <View className='vf-section'>
          <Text className='vf-section__title'>从我的库存选择</Text>
          <Text className='vf-section__note'>CS2 枪械、刀具、手套</Text>
        </View>
        <InventoryPicker busy={busy} onPick={(asset) => void run({ assetId: asset.asset_id })} />
      </View>
    </View>
  )
}

export default function Page () {
  const { link } = usePageParams()
  return <LoginGate back={link ? inspectLinkUrl(linkParam(link)) : VERIFY_HOME} what='饰品检视'><VerifyHome /></LoginGate>
}
