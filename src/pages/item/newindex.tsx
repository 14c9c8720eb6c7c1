import ItemScreen from './parts/ItemScreen'

/** Item page, newer layout: the same data under tabs (on sale, buy orders, rent, sales history). */
export default function ItemTabsPage () {
  return <ItemScreen layout='tabs' />
}
