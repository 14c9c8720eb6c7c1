import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import type { InspectRecord, InspectReportReason } from '../../../../types/api'
import { SubmitButton } from '@/components/FormField'
import { problemText, toast } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import { reportInspection } from '@/services/inspect'

export const REASONS: Array<[InspectReportReason, string]> = [
  ['float', '磨损值不对'], ['pattern', '图案/渐变/相位不对'], ['sticker', '贴纸不对'], ['item', '饰品不对'], ['other', '其他']
]

/** 举报 / 纠错: one report per record with a reason and a note; a sent one is shown instead of the form. */
export default function ReportForm ({ record, onSent }: { record: InspectRecord, onSent: (record: InspectRecord) => void }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<InspectReportReason | ''>('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  if (record.report) {
    const said = REASONS.find(([key]) => key === record.report!.reason)?.[1] ?? ''
    return <Text className='vf-done'>已于 {formatTime(record.report.created_at)} 提交纠错：{said}{record.report.note ? `，${record.report.note}` : ''}。我们会尽快核实。</Text>
  }
  if (!open) return <Text className='vf-report-toggle' onClick={() => setOpen(true)}>结果有误？举报 / 纠错</Text>
  const send = async () => {
    if (!reason) { setProblem('请选择反馈原因'); return }
    setBusy(true)
    setProblem('')
    try {
      onSent(await reportInspection(record.id, reason, note.trim()))
      toast('已提交，感谢反馈')
    } catch (e) {
      setProblem(problemText(e, '提交失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <View>
      <Text className='vf-title'>举报 / 纠错</Text>
      <View className='vf-reasons'>
        {REASONS.map(([key, label]) => (
          <Text key={key} className={`vf-reason${reason === key ? ' vf-reason--on' : ''}`} onClick={() => { setReason(key); setProblem('') }}>{label}</Text>
        ))}
      </View>
      <Textarea className='vf-textarea' placeholder='补充说明（选填，200 字以内），如游戏内看到的磨损值' value={note} maxlength={200} onInput={(e) => setNote(e.detail.value)} />
      {problem && <View className='vf-error' role='alert'><Text>{problem}</Text></View>}
      <View className='vf-actions'><SubmitButton text='提交反馈' busy={busy} onClick={() => void send()} /></View>
    </View>
  )
}
