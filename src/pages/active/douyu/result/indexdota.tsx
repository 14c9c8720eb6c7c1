import DouyuResult from '../../parts/DouyuResult'

/** /pages/active/douyu/result/indexdota: my 斗鱼 DOTA2 results. */
export default function Page () {
  return <DouyuResult game='dota' />
}
