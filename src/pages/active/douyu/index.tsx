import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='斗鱼联合活动' />
}
