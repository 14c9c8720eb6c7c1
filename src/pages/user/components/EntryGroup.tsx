import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import LineIcon from '@/components/LineIcon'
import './MineEntries.scss'

/** A screen's entry: its icon is a 24×24 path (ICON_PATHS or the screen set's own), else the one-character glyph shows. */
export interface Entry { text: string, url: string, glyph: string, tone: string, login: boolean, icon?: string, badge?: number }

interface EntryGroupProps {
  title: string
  entries: Entry[]
  loggedIn: boolean
  /** opens a screen; a login-only screen sends a visitor to log in first */
  open: (url: string, needsLogin: boolean) => void
}

/** A titled grid of screen entries, four to a row: icon (or one-character glyph), name and a count badge. */
export default function EntryGroup ({ title, entries, loggedIn, open }: EntryGroupProps) {
  return (
    <View className='mine-entries'>
      <Text className='mine-entries__title'>{title}</Text>
      <View className='mine-entries__grid'>
        {entries.map((entry) => (
          <View {...tappable()} key={entry.url} className='mine-entries__item' onClick={() => open(entry.url, entry.login)}>
            <View className={`mine-entries__glyph mine-entries__glyph--${entry.tone}`}>
              {entry.icon ? <LineIcon path={entry.icon} className='mine-entries__icon' /> : <Text>{entry.glyph}</Text>}
              {loggedIn && (entry.badge ?? 0) > 0 && <Text className='mine-entries__badge'>{entry.badge! > 99 ? '99+' : entry.badge}</Text>}
            </View>
            <Text className='mine-entries__text'>{entry.text}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}
