export default definePageConfig({
  navigationBarTitleText: '合作方登录'
})
