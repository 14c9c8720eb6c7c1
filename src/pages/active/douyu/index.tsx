import DouyuTasks from '../parts/DouyuTasks'

/** /pages/active/douyu/index: the 斗鱼 co-promotion, CS2 (campaign douyu_cs). */
export default function Page () {
  return <DouyuTasks game='cs' />
}
