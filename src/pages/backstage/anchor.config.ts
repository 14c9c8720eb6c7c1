export default definePageConfig({
  navigationBarTitleText: '主播后台'
})
