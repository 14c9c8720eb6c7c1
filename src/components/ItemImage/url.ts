import { requestSettings } from '@/lib/request'

/** Pictures the API names by path ("/api/v1/open/img/…") live beside the API (the mini-program needs the full URL). */
export function assetUrl (src: string): string {
  if (!src || !src.startsWith('/')) return src
  try {
    return requestSettings().baseUrl + src
  } catch {
    return src
  }
}
