export default definePageConfig({
  navigationBarTitleText: '授权登录'
})
