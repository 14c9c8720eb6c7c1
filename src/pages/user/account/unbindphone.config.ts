export default definePageConfig({
  navigationBarTitleText: '解绑手机'
})
