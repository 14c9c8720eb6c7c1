export default definePageConfig({
  navigationBarTitleText: '检测详情'
})
