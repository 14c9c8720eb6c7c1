export default definePageConfig({
  navigationBarTitleText: '助力',
  // the share card to the help page (server/README.md "Haggle and grab")
  enableShareAppMessage: true
})
