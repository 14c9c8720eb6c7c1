import CountDown from '@/components/CountDown'

/** Time left until the draw by the server's clock (a room runs for days), 开奖中 once it runs out. */
export default function RoomClock ({ endsAt }: { endsAt: number }) {
  return <CountDown deadline={endsAt} prefix='' endedText='开奖中' days />
}
