export default definePageConfig({
  navigationBarTitleText: '我的余额',
  enablePullDownRefresh: true
})
