import PendingPage from '@/components/PendingPage'

export default function Page () {
  return <PendingPage title='砍价免费拿' />
}
