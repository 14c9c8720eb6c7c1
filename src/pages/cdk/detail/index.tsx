import { useRouter } from '@tarojs/taro'
import CdkProductView from '@/features/CdkProduct'

/** /pages/cdk/detail/index: the CD-key product (features/CdkProduct, shared with /pages/gamecard/detail). */
export default function CdkDetailPage () {
  const { params } = useRouter()
  return <CdkProductView page='/pages/cdk/detail/index' params={params} />
}
