export default definePageConfig({
  navigationBarTitleText: '领取红包',
  // a packet is shared as a card that opens this page with its code (server/README.md "Red packets")
  enableShareAppMessage: true
})
