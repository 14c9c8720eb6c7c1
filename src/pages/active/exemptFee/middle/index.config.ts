export default definePageConfig({
  navigationBarTitleText: '免费出售'
})
