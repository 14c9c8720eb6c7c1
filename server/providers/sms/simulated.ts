import type { SmsMessage, SmsProvider } from '.'

/** How many phones the outbox remembers (the oldest is forgotten first). */
const OUTBOX_PHONES = 1000

/**
 * The simulated gateway (模拟短信): nothing leaves the machine; the code goes to the server log and to an outbox that
 * /dev/sms-code reads (routes/simulated/sms.ts), one last code per phone.
 */
export class SimulatedSms implements SmsProvider {
  readonly simulated = true
  private readonly outbox = new Map<string, { code: string, scene: string }>()

  constructor (private readonly log: (line: string) => void) {}

  ensureConfigured = (): void => {}

  send = async (phone: string, message: SmsMessage, scene: string): Promise<void> => {
    if (!('code' in message)) return this.log(`[模拟短信] ${phone} ${scene}: ${message.text}`)
    this.outbox.delete(phone)
    this.outbox.set(phone, { code: message.code, scene })
    if (this.outbox.size > OUTBOX_PHONES) this.outbox.delete(this.outbox.keys().next().value!)
    this.log(`[短信验证码] ${phone} ${scene}: ${message.code}`)
  }

  /** The last code sent to a phone, or undefined. */
  lastCode (phone: string): { code: string, scene: string } | undefined {
    return this.outbox.get(phone)
  }
}
