import DouyuResult from '../../parts/DouyuResult'

/** /pages/active/douyu/result/index: my 斗鱼 CS2 results. */
export default function Page () {
  return <DouyuResult game='cs' />
}
