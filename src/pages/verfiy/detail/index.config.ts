export default definePageConfig({
  navigationBarTitleText: '检视报告'
})
