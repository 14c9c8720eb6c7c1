export default definePageConfig({
  navigationBarTitleText: '第三方授权'
})
