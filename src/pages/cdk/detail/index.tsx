import { useRouter } from '@tarojs/taro'
import CdkProductView from '@/components/CdkProduct'

/** /pages/cdk/detail/index: the CD-key product (components/CdkProduct, shared with /pages/gamecard/detail). */
export default function CdkDetailPage () {
  const { params } = useRouter()
  return <CdkProductView page='/pages/cdk/detail/index' params={params} />
}
