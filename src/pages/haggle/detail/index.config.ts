export default definePageConfig({
  navigationBarTitleText: '砍价详情',
  // the share card to the help page (server/README.md "Haggle and grab")
  enableShareAppMessage: true
})
