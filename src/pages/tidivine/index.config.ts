export default definePageConfig({
  navigationBarTitleText: 'TI竞猜'
})
