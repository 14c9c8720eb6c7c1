import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='消息中心' />
}
