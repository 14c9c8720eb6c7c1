import ItemScreen from './parts/ItemScreen'

/** Item page: image, name, tags, price trend, on-sale listings, recent sales, buy and rent. */
export default function ItemPage () {
  return <ItemScreen layout='classic' />
}
