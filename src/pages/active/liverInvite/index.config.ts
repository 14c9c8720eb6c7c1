export default definePageConfig({
  navigationBarTitleText: '主播邀请'
})
