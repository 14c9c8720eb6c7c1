export default definePageConfig({
  navigationBarTitleText: '账号检测'
})
