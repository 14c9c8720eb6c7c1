import { View, Text } from '@tarojs/components'

/** The floor's only screen: one line of text. */
export default function Index () {
  return <View><Text>商城</Text></View>
}
