export default definePageConfig({
  navigationBarTitleText: '红包活动'
})
