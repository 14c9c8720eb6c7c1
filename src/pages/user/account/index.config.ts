export default definePageConfig({
  navigationBarTitleText: '账号安全'
})
