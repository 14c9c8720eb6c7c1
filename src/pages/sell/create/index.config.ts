export default definePageConfig({
  navigationBarTitleText: '上架出售'
})
