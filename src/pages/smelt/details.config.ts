export default definePageConfig({
  navigationBarTitleText: '熔炼详情'
})
