import type { UserInfo } from '../../../../types/api'
import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import { useOnShow } from '@/components/useOnShow'

/** The logged-in user's profile, reloaded each time the screen shows (read it inside observer()). */
export function useMe (): { root: RootStore, info: UserInfo | null, errMsg: string } {
  const root = useStores()
  useOnShow(() => { void root.user.loadInfo() })
  return { root, info: root.user.info, errMsg: root.user.errMsg }
}
