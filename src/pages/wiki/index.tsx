import ArticleList from '@/features/ArticleList'

/** /pages/wiki/index: the knowledge base with search. */
export default function WikiPage () {
  return <ArticleList kind='wiki' title='饰品百科' note='磨损、品质、StatTrak™ 等饰品知识' />
}
