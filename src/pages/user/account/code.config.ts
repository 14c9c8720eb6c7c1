export default definePageConfig({
  navigationBarTitleText: '短信验证'
})
