import { useState } from 'react'
import Taro from '@tarojs/taro'
import { favoriteState, setFavorite } from '@/services/favorites'
import { goLogin, hasToken } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'

/** 收藏 on the item page: read on every show (a login in between changes it); a visitor is sent to log in and back here. */
export function useFavorite (itemId: number) {
  const [favorited, setFavorited] = useState(false)
  const [busy, setBusy] = useState(false)
  useOnShow(() => {
    if (!hasToken() || !(itemId > 0)) { setFavorited(false); return }
    favoriteState(itemId).then((state) => setFavorited(state.favorited)).catch(() => undefined)
  })
  const toggle = () => {
    if (!hasToken()) { goLogin(`/pages/item/index?id=${itemId}`); return }
    if (busy) return
    setBusy(true)
    setFavorite(itemId, !favorited)
      .then((state) => {
        setFavorited(state.favorited)
        void Taro.showToast({ title: state.favorited ? '已收藏' : '已取消收藏', icon: 'none', duration: 1500 })
      })
      .catch(() => undefined) // the request pipeline has shown the server's message
      .finally(() => setBusy(false))
  }
  return { favorited, toggle }
}
