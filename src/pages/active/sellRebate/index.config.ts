export default definePageConfig({
  navigationBarTitleText: '出售返利'
})
