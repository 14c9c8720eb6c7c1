import { useRouter } from '@tarojs/taro'
import CdkProductView from '@/components/CdkProduct'

/** /pages/gamecard/detail/index: the game-card product (components/CdkProduct, shared with /pages/cdk/detail). */
export default function GameCardPage () {
  const { params } = useRouter()
  return <CdkProductView page='/pages/gamecard/detail/index' params={params} />
}
