export default definePageConfig({
  navigationBarTitleText: '节日活动'
})
