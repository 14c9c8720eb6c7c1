import ArticlePage from '@/features/ArticleList/ArticlePage'
import { agreement } from '@/services/content'

/** /pages/agreement/service/index: the user service agreement with its version. */
export default function ServiceAgreementPage () {
  return <ArticlePage versioned load={() => agreement('user')} />
}
