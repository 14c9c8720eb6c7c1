export default definePageConfig({
  navigationBarTitleText: '在线咨询'
})
