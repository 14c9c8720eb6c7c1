import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='待处理报价' />
}
