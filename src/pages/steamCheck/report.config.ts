export default definePageConfig({
  navigationBarTitleText: '检测报告'
})
