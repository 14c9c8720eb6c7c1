import { useEffect, useState } from 'react'
import { hasToken } from '@/lib/session'
import { backOrReplace, loginTarget } from '@/lib/navigation'

/**
 * A login page is never shown to a logged-in user: on mount it goes where the login would have gone (back to that page
 * when it is open below, else the mine tab). Answers true while leaving, so the page renders nothing meanwhile.
 */
export function useLeaveIfLoggedIn (redirectRaw: string | null): boolean {
  const [leaving] = useState(hasToken)
  useEffect(() => {
    if (leaving) void backOrReplace(loginTarget(redirectRaw))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the page's query does not change
  }, [])
  return leaving
}
