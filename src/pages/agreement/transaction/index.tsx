import ArticlePage from '@/features/ArticleList/ArticlePage'
import { localAgreement } from '../localAgreements'

/** /pages/agreement/transaction/index: the trading rules with their version (the local API serves no such agreement yet). */
export default function TransactionRulesPage () {
  return <ArticlePage versioned load={() => Promise.resolve(localAgreement('transaction'))} />
}
