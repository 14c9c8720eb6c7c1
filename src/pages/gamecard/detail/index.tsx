import { useRouter } from '@tarojs/taro'
import CdkProductView from '@/features/CdkProduct'

/** /pages/gamecard/detail/index: the game-card product (features/CdkProduct, shared with /pages/cdk/detail). */
export default function GameCardPage () {
  const { params } = useRouter()
  return <CdkProductView page='/pages/gamecard/detail/index' params={params} />
}
