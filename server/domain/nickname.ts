/** A nickname as the other side of a trade sees it: first and last character kept (演***号); one or two characters: 演*. */
export function maskNickname (nickname: string): string {
  const chars = Array.from(nickname)
  if (chars.length <= 2) return `${chars[0] ?? ''}*`
  return `${chars[0]}***${chars[chars.length - 1]}`
}
