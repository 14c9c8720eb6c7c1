export default definePageConfig({
  navigationBarTitleText: 'CDKey记录'
})
