export default definePageConfig({
  navigationBarTitleText: 'Major竞猜'
})
