import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { CdkProduct, CdkPurchase } from '../../../types/api'
import { buyCdk, cdkProducts } from '@/services/buy'
import { newIdempotencyKey } from '@/services/trade'
import { errorText } from '@/lib/errorText'
import { isPayPasswordEntry } from '@/contract/formRules'
import ListState from '@/components/ListState'
import PriceTag from '@/components/PriceTag'
import BottomSheet from '@/components/BottomSheet'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import { goLogin, hasToken } from '@/lib/session'
import './index.scss'
import Notice from '@/components/Notice'

/**
 * Game cards / CD keys: denominations, stock, buy from the balance; the code goes to the CDK knapsack.
 * One screen for /pages/gamecard/detail and /pages/cdk/detail (ROUTES.md): `page` is where a login comes back to.
 */
export default function CdkProductView ({ page, params }: { page: string, params: Record<string, string | undefined> }) {
  const [products, setProducts] = useState<CdkProduct[]>([])
  const [chosen, setChosen] = useState<number>(Number(params.id) || 0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [buying, setBuying] = useState(false)

  const load = () => {
    setLoading(true)
    cdkProducts()
      .then((list) => { setProducts(list); setError('') })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setLoading(false))
  }
  useEffect(load, [])

  const product = products.find((entry) => entry.product_id === chosen) ?? products.find((entry) => entry.stock > 0) ?? products[0]
  if (!product) {
    return <View className='gamecard'><ListState loading={loading} error={error} count={0} hasMore={false} emptyText='暂无点卡商品' onRetry={load} /></View>
  }
  const missing = Boolean(params.id) && !products.some((entry) => entry.product_id === Number(params.id))

  return (
    <View className='gamecard'>
      <View className='gamecard__hero'>
        <Text className='gamecard__badge'>STEAM</Text>
        <Text className='gamecard__name'>{product.name}</Text>
        <PriceTag value={product.price} size='large' className='gamecard__price' />
        <Text className='gamecard__stock'>{product.stock > 0 ? `库存 ${product.stock}` : '已售罄'}</Text>
      </View>
      {missing && <Text className='gamecard__problem'>链接中的点卡已下架，已为你选择其他面值</Text>}
      <View className='gamecard__card'>
        <Text className='gamecard__title'>选择面值</Text>
        <View className='gamecard__options'>
          {products.map((entry) => (
            <View
              key={entry.product_id}
              className={`gamecard__option ${entry.product_id === product.product_id ? 'is-active' : ''} ${entry.stock > 0 ? '' : 'is-out'}`}
              onClick={() => setChosen(entry.product_id)}>
              <Text className='gamecard__option-name'>{entry.name.replace(/^Steam\s*/, '')}</Text>
              <Text className='gamecard__option-price'>¥{entry.price}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='gamecard__card'>
        <Text className='gamecard__title'>购买须知</Text>
        <Text className='gamecard__note'>使用余额支付，支付成功后卡密发放至「CDK 背包」，可随时查看。虚拟商品售出后不支持退款。</Text>
      </View>
      <View className='gamecard__bar'>
        <Button className='gamecard__buy' disabled={(product.stock <= 0) || undefined}
          onClick={() => (hasToken() ? setBuying(true) : goLogin(`${page}?id=${product.product_id}`))}>
          {product.stock > 0 ? '立即购买' : '已售罄'}
        </Button>
      </View>
      {buying && <BuyCdkSheet product={product} onClose={() => { setBuying(false); load() }} />}
    </View>
  )
}

/** Pay password → one code; one idempotency key per sheet so a double tap buys once. */
function BuyCdkSheet ({ product, onClose }: { product: CdkProduct, onClose: () => void }) {
  const key = useRef(newIdempotencyKey())
  const busy = useRef(false)
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState('')
  const [paying, setPaying] = useState(false)
  const [bought, setBought] = useState<CdkPurchase | null>(null)

  const pay = async () => {
    if (busy.current) return
    if (!isPayPasswordEntry(password)) { setProblem('请输入 6 位数字支付密码'); return }
    busy.current = true
    setPaying(true)
    setProblem('')
    try {
      setBought(await buyCdk(product.product_id, password, key.current))
    } catch (failure) {
      setProblem(errorText(failure, '购买失败，请稍后重试'))
      setPassword('')
    } finally {
      busy.current = false
      setPaying(false)
    }
  }

  return (
    <BottomSheet title={bought ? '购买成功' : '确认购买'} onClose={onClose}>
      {bought
        ? (
          <View className='cdk-sheet'>
            <Text className='cdk-sheet__label'>卡密（已放入 CDK 背包）</Text>
            <Text className='cdk-sheet__code' userSelect>{bought.code}</Text>
            <Button className='cdk-sheet__submit' onClick={() => { void Taro.setClipboardData({ data: bought.code }) }}>复制卡密</Button>
            <Text className='cdk-sheet__link' onClick={() => { void Taro.navigateTo({ url: '/pages/cdk/knapsack/index' }) }}>查看 CDK 背包 ›</Text>
          </View>)
        : (
          <View className='cdk-sheet'>
            <View className='cdk-sheet__row'><Text>{product.name}</Text><PriceTag value={product.price} /></View>
            <PayPasswordSheet label='支付密码' value={password} onChange={(value) => { setPassword(value); setProblem('') }} />
            <Notice text={problem} />
            <Button className='cdk-sheet__submit' disabled={paying || undefined} onClick={() => { void pay() }}>余额支付 ¥{product.price}</Button>
          </View>)}
    </BottomSheet>
  )
}
