export default definePageConfig({
  navigationBarTitleText: '检视参数'
})
