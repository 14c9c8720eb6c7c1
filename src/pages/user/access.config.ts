export default definePageConfig({
  navigationBarTitleText: '授权管理',
  // the page reloads on pull-down (usePullDownRefresh); WeChat only lets the user pull when this is on
  enablePullDownRefresh: true
})
