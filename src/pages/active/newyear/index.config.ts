export default definePageConfig({
  navigationBarTitleText: '签到活动'
})
