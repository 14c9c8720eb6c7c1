export default definePageConfig({
  navigationBarTitleText: '熔炼'
})
