export default definePageConfig({
  navigationBarTitleText: 'DOTA2宝箱'
})
