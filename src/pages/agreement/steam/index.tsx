import ArticlePage from '@/features/ArticleList/ArticlePage'
import { localAgreement } from '../localAgreements'

/** /pages/agreement/steam/index: the Steam-related agreement with its version (the local API serves no such agreement yet). */
export default function SteamAgreementPage () {
  return <ArticlePage versioned load={() => Promise.resolve(localAgreement('steam'))} />
}
