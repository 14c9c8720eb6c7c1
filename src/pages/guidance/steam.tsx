import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='Steam交易设置指引' />
}
