export default definePageConfig({
  navigationBarTitleText: '随机礼物'
})
