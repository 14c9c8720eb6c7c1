export default definePageConfig({
  navigationBarTitleText: '我的在售'
})
