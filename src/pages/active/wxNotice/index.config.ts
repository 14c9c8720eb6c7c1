export default definePageConfig({
  navigationBarTitleText: '微信通知'
})
