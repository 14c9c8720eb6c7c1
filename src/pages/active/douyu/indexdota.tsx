import DouyuTasks from '../parts/DouyuTasks'

/** /pages/active/douyu/indexdota: the 斗鱼 co-promotion, DOTA2 (campaign douyu_dota). */
export default function Page () {
  return <DouyuTasks game='dota' />
}
