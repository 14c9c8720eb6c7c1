export default definePageConfig({
  navigationBarTitleText: '问题反馈'
})
