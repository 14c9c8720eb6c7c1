export default definePageConfig({
  navigationBarTitleText: '我的红包'
})
