import Result from '@/components/Result'
import { MINE_TAB, openRoute } from '@/lib/navigation'

/** What a user without the anchor role sees (the API answers 4031): why, how to apply, and a way back. */
export default function NoAccess () {
  return (
    <Result
      title='你还不是主播'
      note='主播后台仅对签约主播开放。申请成为主播：直播间开播满 30 天、粉丝 1000 以上，联系在线客服提交直播间地址，审核通过后 1–3 个工作日开通。'
      actions={[
        { text: '联系客服申请', onClick: () => void openRoute('/pages/consultation/index') },
        { text: '返回我的', plain: true, onClick: () => void openRoute(MINE_TAB) }
      ]}
    />
  )
}
