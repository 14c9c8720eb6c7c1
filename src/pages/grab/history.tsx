import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='抢购记录' />
}
