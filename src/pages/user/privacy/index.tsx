import ArticlePage from '@/features/ArticleList/ArticlePage'
import { agreement } from '@/services/content'

/** /pages/user/privacy/index: the privacy policy with its version. */
export default function PrivacyPolicyPage () {
  return <ArticlePage versioned load={() => agreement('privacy')} />
}
