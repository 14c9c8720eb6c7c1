import { View, Text } from '@tarojs/components'
import { WEAR_BANDS } from '@/contract/inspect'
import { floatPercent } from '@/lib/inspectMark'
import { shortWearName } from '@/lib/wear'

/** The float's place on the five wear bands (drawn to scale), with the skin's own min–max range framed. */
export default function WearBar ({ float, min, max, exterior }: { float: string, min: string, max: string, exterior: string }) {
  const at = floatPercent(float)
  const left = floatPercent(min)
  const width = Math.max(1, floatPercent(max) - left)
  return (
    <View className='vf-bar' aria-label={`磨损 ${float}，该皮肤磨损范围 ${min}–${max}`}>
      <View className='vf-bar__mark' style={{ left: `${at}%` }} />
      <View className='vf-bar__bands'>
        {WEAR_BANDS.map((band, index) => (
          <View key={band.name} className={`vf-bar__band vf-bar__band--${index}`} style={{ width: `${(Number(band.to) - Number(band.from)) * 100}%` }} />
        ))}
      </View>
      <View className='vf-bar__range' style={{ left: `${left}%`, width: `${width}%` }} />
      <View className='vf-bar__names'>
        {WEAR_BANDS.map((band) => (
          <Text
            key={band.name}
            className={`vf-bar__name${band.name === exterior ? ' vf-bar__name--on' : ''}`}
            style={{ width: `${(Number(band.to) - Number(band.from)) * 100}%` }}
          >
            {shortWearName(band.name)}
          </Text>
        ))}
      </View>
      <Text className='vf-bar__legend'>框内为该皮肤可出现的磨损范围 {min} – {max}</Text>
    </View>
  )
}
