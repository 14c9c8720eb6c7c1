import type { UserInfo } from '../../../../types/api'
import { useStores } from '@/stores/context'
import type { RootStore } from '@/stores/root'
import { useOnShow } from '@/components/useOnShow'

/** The logged-in user's profile, reloaded each time the screen shows (read it inside observer()); `reload` is the error state's retry. */
export function useMe (): { root: RootStore, info: UserInfo | null, errMsg: string, reload: () => void } {
  const root = useStores()
  const reload = () => { void root.user.loadInfo() }
  useOnShow(reload)
  return { root, info: root.user.info, errMsg: root.user.errMsg, reload }
}
