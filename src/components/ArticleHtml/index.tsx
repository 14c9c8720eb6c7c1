import { RichText } from '@tarojs/components'
import { sanitizeHtml } from '@/lib/sanitizeHtml'
import './index.scss'

/** The class each styled tag gets: WeChat's rich-text takes no tag selectors from the page (`.article-html p`), only classes. */
const TAG_CLASS: Record<string, string> = {
  h1: 'article-html__h',
  h2: 'article-html__h',
  h3: 'article-html__h',
  p: 'article-html__p',
  a: 'article-html__a',
  img: 'article-html__img',
  ul: 'article-html__list',
  ol: 'article-html__list'
}

/** Sanitised HTML with a class on each styled tag (the sanitiser keeps no class of its own and writes every tag as `<name` + attributes). */
export function withTagClasses (html: string): string {
  return html.replace(/<(h1|h2|h3|p|a|img|ul|ol)(?=[\s>])/g, (_, tag: string) => `<${tag} class="${TAG_CLASS[tag]}"`)
}

/** Server article HTML, through the allow-list sanitiser, shown with RichText (innerHTML on H5, rich-text in the mini-program). */
export default function ArticleHtml ({ html }: { html: string }) {
  return <RichText className='article-html' nodes={withTagClasses(sanitizeHtml(html))} />
}
