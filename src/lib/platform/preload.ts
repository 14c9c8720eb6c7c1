/**
 * Starts the first screen's pictures as soon as their addresses are known, at high priority, so the
 * largest paint (an item picture) does not wait for the shop's code to load and render before it is even asked
 * for. H5 only: the browser's image cache serves the `<img>` that comes later; the mini-program loads its own.
 */
export function preloadPictures (urls: readonly string[]): void {
  if (process.env.TARO_ENV !== 'h5' || typeof Image === 'undefined') return
  for (const url of urls) {
    const picture = new Image()
    picture.setAttribute('fetchpriority', 'high')
    picture.src = url
  }
}
