export default definePageConfig({
  navigationBarTitleText: '活动落地页'
})
