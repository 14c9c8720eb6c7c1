import { View, Text } from '@tarojs/components'

/** The floor's second tab: one line of text. */
export default function Index () {
  return <View><Text>我的</Text></View>
}
