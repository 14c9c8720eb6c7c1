import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { WEAR_BANDS } from '@/contract/inspect'
import { VERIFY_HOME } from './parts/links'
import './parts/verify.scss'

/** What each inspection field means, in plain words (the rules are server/README.md "Item inspection"). */
const PARAMETERS: Array<[string, string]> = [
  ['磨损值（Float）', '0 到 1 之间的小数，越小越新。我们显示到小数点后 14 位，和游戏内检视一致；两件同名饰品的磨损几乎不会完全相同。'],
  ['外观', `由磨损值决定：${WEAR_BANDS.map((band) => `${band.name} ${band.from}–${band.to}`).join('，')}。`],
  ['磨损范围', '每款皮肤有自己的最小和最大磨损，例如渐变之色、多普勒只有 0.00–0.08，二西莫夫从 0.18 起。条形图上的方框就是这个范围。'],
  ['低磨损排名', '这件饰品的磨损值在平台在售同款（所有外观）中的位置，第 1 即磨损最低。只和真实在售的饰品比较。'],
  ['图案模板（Paint Seed）', '0–999 的编号，决定花纹在枪身上的位置和角度。表面淬火的「蓝顶」、渐变的颜色分布都由它决定。'],
  ['涂装编号（Paint Index）', '涂装在游戏里的编号。多普勒、伽玛多普勒的不同相位是不同的编号，所以相位由它判断。'],
  ['渐变比例（Fade %）', '渐变之色皮肤的渐变程度，80%–100%，越高越好。由图案模板按社区公开的算法计算，并给出在 1000 个模板中的排名。'],
  ['多普勒相位', '多普勒分 P1、P2、P3、P4 四个相位，以及稀有的红宝石、蓝宝石、黑珍珠；伽玛多普勒分 P1–P4 和绿宝石。宝石款价格远高于普通相位。'],
  ['印花 / 贴纸', '武器上最多 4 个（槽位 1–4）贴纸，显示名称和刮擦程度；「完好」表示没有刮擦。刀具和手套不能贴纸。'],
  ['检视链接', 'Steam 里「在游戏中检视」的链接：S 开头为库存中的饰品，M 开头为市场上的饰品。同一链接多次检视得到同一结果。']
]

/** /pages/verfiy/parameter: the fields explained. */
export default function Page () {
  return (
    <View className='vf-page'>
      <View className='vf-card'>
        {PARAMETERS.map(([name, text]) => (
          <View key={name} className='vf-param'>
            <Text className='vf-param__name'>{name}</Text>
            <Text className='vf-param__text'>{text}</Text>
          </View>
        ))}
      </View>
      <View className='vf-links'>
        <Text className='vf-link' onClick={() => { void Taro.navigateTo({ url: VERIFY_HOME }) }}>去检视饰品</Text>
      </View>
    </View>
  )
}
