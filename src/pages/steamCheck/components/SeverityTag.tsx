import { Text } from '@tarojs/components'
import type { SteamCheckFinding } from '../../../../types/api'
import { SEVERITY_TEXT } from './checks'

/** A finding's severity as a small coloured tag. */
export default function SeverityTag ({ severity }: { severity: SteamCheckFinding['severity'] }) {
  return <Text className={`sc-tag sc-tag--${severity}`}>{SEVERITY_TEXT[severity]}</Text>
}
