export default definePageConfig({
  navigationBarTitleText: '活动CDKey'
})
