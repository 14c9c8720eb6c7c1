import ArticleList from '@/features/ArticleList'

/** /pages/help/index: the help centre with search. */
export default function HelpCentrePage () {
  return <ArticleList kind='help' title='帮助中心' note='购买、支付、账号问题，在这里找到答案' />
}
