export default definePageConfig({
  navigationBarTitleText: '活动中心'
})
