import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='Steam账号检测' />
}
