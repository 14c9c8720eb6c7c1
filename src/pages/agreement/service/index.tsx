import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='用户服务协议' />
}
