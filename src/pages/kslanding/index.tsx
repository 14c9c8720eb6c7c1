import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='活动落地页' />
}
