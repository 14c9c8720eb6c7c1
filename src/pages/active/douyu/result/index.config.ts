export default definePageConfig({
  navigationBarTitleText: '活动结果'
})
