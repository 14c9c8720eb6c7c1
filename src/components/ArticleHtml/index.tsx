import { RichText } from '@tarojs/components'
import { sanitizeHtml } from '@/lib/sanitizeHtml'
import './index.scss'

/** Server article HTML, through the allow-list sanitiser, shown with RichText (innerHTML on H5, rich-text in the mini-program). */
export default function ArticleHtml ({ html }: { html: string }) {
  return <RichText className='article-html' nodes={sanitizeHtml(html)} />
}
