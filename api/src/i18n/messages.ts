import { formatMessage, type MessageValues } from '@mealprep/shared/validation';
import type { Locale } from '@mealprep/shared/locale';

/** Messages the API itself writes (error summaries, e-mails); field messages come from shared. */
const enUS = {
  badRequest: 'The request could not be understood.',
  requestTimeout: 'The request took too long to arrive.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported here.',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do this.',
  crossOrigin: 'Requests from another site are not allowed.',
  notFound: 'Not found.',
  dishNotFound: 'This dish is not on the menu.',
  cartItemNotFound: 'This item is not in your cart.',
  planNotFound: 'This meal plan does not exist.',
  planLocked: 'This meal plan is in a paid order, so it can no longer be changed.',
  planWeekLocked:
    'This week’s order has been made from this plan, so it can no longer be changed. Changes to your answers apply from the next week.',
  planOfWeek:
    'This is the plan of a week of your subscription: edit it or make it again from your answers, or skip the week.',
  planNotReady: 'This meal plan is still being generated. Please try again in a moment.',
  planChanged: 'This meal plan changed meanwhile. Please reload it and try again.',
  preferencesIncomplete:
    'Please answer “About you” and “Meal preferences” before generating a plan.',
  mealRemoved: 'Meal has been removed',
  mealUpdated: 'Meal successfully updated',
  mealUpdateFailed: 'Meal update failed',
  planDayNotFound: 'This plan has no day {day}.',
  planMealNotFound: 'Day {day} has no meal {meal}.',
  planDayFull: 'Day {day} already has all the meals a day you asked for.',
  planNoRecipes: 'Your chosen recipes cannot make another meal.',
  planDeleted: 'Your meal plan has been deleted.',
  planInCart: 'Your meal plan is in the cart.',
  cartAdded: 'Added to your cart.',
  cartQuantityUpdated: 'Quantity updated.',
  planSuggestionNotFound:
    'This suggestion is no longer offered for your plan. Please reload the plan and try again.',
  planSuggestionAccepted: 'Your answers are updated; your plan is being made again.',
  addressNotFound: 'This address is not in your address book.',
  orderNotFound: 'This order is not one of your orders.',
  receiptUnpaid: 'This order has no receipt yet: a receipt is issued once it is paid.',
  orderAlreadyCancelled: 'This order is already cancelled.',
  orderCancelPaid:
    'A paid order cannot be cancelled: there are no refunds once paid (terms and conditions, section 4). Please contact the team if something is wrong.',
  orderRescheduleUnpaid: 'Only a paid order can be rescheduled. Please complete the payment first.',
  orderRescheduleCancelled: 'A cancelled order cannot be rescheduled.',
  orderRescheduleUnderway:
    'This order is already being prepared or delivered, so it can no longer be rescheduled.',
  orderRescheduleClosed:
    'Rescheduling closed at {deadline} (12:00 on the day before delivery). Please contact the team.',
  orderRescheduled: 'Your delivery has been rescheduled.',
  orderCancelled: 'Your order has been cancelled.',
  methodNotAllowed: 'This method is not allowed here.',
  tooManyRequests: 'Too many attempts. Please try again in {seconds} seconds.',
  serviceBusy: 'The shop is busy. Please try again in {seconds} seconds.',
  courierQuotesTooMany:
    'Too many delivery quotes were asked for from your account. Please try again in {seconds} seconds.',
  refundRecorded: 'The refund for order {orderNo} is recorded.',
  refundAlreadyRecorded: 'The refund for order {orderNo} was already recorded.',
  problemNotDelivered:
    'A problem can be reported once the order has been delivered or handed over to you.',
  problemWindowClosed:
    'Problems can be reported for 24 hours after delivery (terms and conditions, section 5). For this order that time ended at {deadline}. Please contact the team if you still need help.',
  problemAlreadyOpen:
    'A problem with this order is already reported and our team is looking at it. You can report another once it is resolved.',
  problemReported: 'Thank you. Your report on order {orderNo} has been sent to our team.',
  problemAnswered: 'Your message on order {orderNo} was sent to the customer.',
  problemResolved: 'The report on order {orderNo} is resolved.',
  problemAlreadyResolved: 'The report on order {orderNo} was already resolved.',
  problemNoRefund: 'The report on order {orderNo} has no refund to record.',
  problemRefundRecorded: 'The refund for the report on order {orderNo} is recorded.',
  problemRefundAlreadyRecorded:
    'The refund for the report on order {orderNo} was already recorded.',
  problemPointsRemark: 'For the problem reported with order {orderNo}',
  serverError: 'Something went wrong. Please try again later.',
  rumReportInvalid: 'This measurement report is not valid.',
  releaseRefused: 'This version cannot be served: {reasons}',
  releaseNotPublished: 'Version {version} of {remote} is not published.',
  releaseExists:
    'Version {version} of {remote} is already published; published versions never change.',
  releaseSharedIncompatible:
    "It shares {module} {version}, which does not satisfy the shell's range {range}.",
  releaseSharedRetired:
    'It shares {module}, which the shell no longer shares: rebuild it to use {replacement}.',
  releaseExposeMissing: 'It no longer exposes {expose}, which the {usedBy} uses.',
  releaseShellUnknown:
    "The shell's package.json cannot be read, so compatibility cannot be checked.",
  releaseAlreadyPinned: '{remote} is already pinned to {version}.',
  releaseNothingPinned:
    '{remote} is not pinned to a published version; there is nothing to roll back.',
  releaseNoPrevious: '{remote} has no earlier pinned version; name one with --to.',
  releaseNotEarlier:
    'Version {version} of {remote} was not published before the pinned {current}; use pin instead.',
  releaseNoCanary: '{remote} has no canary to promote.',
  releaseNoRollout: '{remote} has no staged rollout running.',
  releaseAlreadyStaged: 'Staging already serves {version} of {remote}.',
  releaseNothingStaged: 'Nothing of {remote} is pinned on staging; pin a version on staging first.',
  releaseRolloutPaused: 'The rollout of {remote} is already paused.',
  releaseRolloutRunning: 'The rollout of {remote} is not paused.',
  releaseManifestInvalid: 'mf-manifest.json is not a Module Federation manifest.',
  releaseServerManifestInvalid: 'server/manifest.json is not the manifest of a server build.',
  releaseServerSharedIncompatible:
    "Its server build asks for {module} {range}, which the shell's range {shellRange} does not meet.",
  releaseManifestWrongRemote: 'mf-manifest.json is not the manifest of {remote}.',
  releaseFilesMissing: 'A build needs remoteEntry.js and mf-manifest.json.',
  releaseFileInvalid: 'The file name {file} is not allowed in a build.',
  releaseCompressedMismatch: '{file} is not a compressed copy of {original}.',
  releaseTampered:
    '{remote} {version} is not served: {file} changed after it was published. Publish a new version.',
  passwordResetSent:
    'If an account exists for this e-mail address, we have sent a link to reset the password.',
  passwordResetDone: 'Your password has been reset. You can log in now.',
  'status.payment_pending': 'awaiting payment',
  'status.payment_failed': 'payment failed',
  'status.paid': 'paid',
  'status.preparing': 'being prepared',
  'status.ready_for_pickup': 'ready for pickup',
  'status.out_for_delivery': 'out for delivery',
  'status.delivered': 'delivered',
  'status.cancelled': 'cancelled',
  'role.admin': 'admin',
  'role.kitchen': 'kitchen',
  'role.dispatch': 'dispatch',
  'role.support': 'support',
  'production.deliveryDate': 'Delivery date',
  'production.cookingDate': 'Cooking date',
  'production.orders': 'Orders',
  'production.vacuum': 'Vacuum seal packs',
  'production.lunch_box': 'Lunch boxes',
  'production.size.S': 'Small',
  'production.size.L': 'Large',
  'production.dish': 'Dish',
  'production.size': 'Size',
  'production.portions': 'Portions',
  'production.component': 'Component (personalised plans)',
  'production.grams': 'Grams',
  'production.title': 'Production sheet',
  'production.frozen': 'Final: no order placed from now on can be due on this day.',
  'production.open': 'Still open: orders paid before the cut-off can still be added.',
  'production.packs': 'Personalised plan packs',
  'production.planPack': '{orderNo} · {customer} · {meals} meals × {quantity}',
  'production.empty': 'No paid orders are due on this day.',
  'production.page': 'Page {page} of {pages}',
  'label.title': 'Labels for {date}',
  'label.plan': 'Personalised plan',
  'label.meal': 'Day {day}, meal {meal}',
  'label.size.S': 'Small',
  'label.size.L': 'Large',
  'label.deliver': 'Delivery {date}',
  'label.pickup': 'Pickup {date}',
  'label.packedOn': 'Packed on {date}',
  'label.useBy': 'Use by {date}',
  'label.nutrition': '{kcal} kcal · P {protein} g · C {carbohydrate} g · F {fat} g',
  'label.contains': 'Contains: {list}',
  'label.halal': 'Halal',
  'label.storage': 'Storage: {text}',
  'label.reheating': 'Reheat: {text}',
  'label.storageDefault':
    'Keep it in the fridge at 0–4 °C from the moment it arrives and eat it by the use-by date. Once opened, eat it within a day.',
  'label.reheatingDefault':
    'Microwave it, covered, on high until it is steaming hot all the way through, stirring halfway. Reheat it only once.',
  'label.pack': 'Pack {no} of {count}',
  'label.allergen.prawn': 'prawn',
  'label.allergen.beef': 'beef',
  'label.allergen.chicken': 'chicken',
  'label.allergen.rice': 'rice',
  'label.allergen.pasta': 'pasta',
  'label.allergen.potato': 'potato',
  'label.allergen.toast': 'bread',
  'label.allergen.seafood': 'seafood',
  'label.allergen.peanut': 'peanut',
  'label.allergen.dairy': 'dairy',
  packLeftKitchen: 'Order {orderNo} is {status}: its packs can no longer be changed.',
  packAlreadyPacked: 'Pack {code} was already packed.',
  packNotPacked: 'Pack {code} is not packed.',
  packPacked: 'Pack {code} is packed.',
  packPackedReady: 'Pack {code} is packed: order {orderNo} is complete and ready for pickup.',
  packUnpacked: 'Pack {code} is no longer ticked as packed.',
  orderStepNotNext:
    'Order {orderNo} is {status} now, so it cannot be moved to {target}. Reload the board to see where it is.',
  orderStepForbidden: 'Your role cannot move an order to {target}.',
  orderStepDone: 'Order {orderNo} is now {target}.',
  dishChanged: 'Someone else saved this dish after you opened it. Reload it to see their changes.',
  dishSaved: '{name} is saved.',
  dishAvailabilitySaved: '{name}: {state} for {date}.',
  'dishAvailability.available': 'available',
  'dishAvailability.sold_out': 'sold out',
  'dishAvailability.paused': 'paused',
  staffInvited: 'We e-mailed {email} a link to set a password.',
  staffRoleChanged: '{email} is now {role}.',
  staffOwnRole: 'You cannot change your own role; ask another admin.',
  staffNotStaff: 'This account is a customer, not a member of staff.',
  staffInviteMailSubject: 'You are invited to the MealPrep back office',
  staffInviteMailBody:
    'Hello {name},\n\n{inviter} added you to the MealPrep back office as {role}. Open this link within {hours} hours to choose your password:\n\n{link}\n\nThen sign in at {login}.\n',
  resetMailSubject: 'Reset your MealPrep password',
  resetMailBody:
    'Hello {name},\n\nWe received a request to reset the password of your MealPrep account. Open this link within {minutes} minutes to choose a new password:\n\n{link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.\n',
  emailChangedMailSubject: 'The e-mail address of your MealPrep account was changed',
  emailChangedMailBody:
    "Hello {name},\n\nThe e-mail address of your MealPrep account was changed from {old} to {new} on {when}. Mail about the account now goes to the new address, and every other device was signed out.\n\nIf you did not do this, reset your password at {link} with this address straight away (your account may be in someone else's hands), then contact us by replying to this e-mail.\n",
  verifyMailSubject: 'Confirm your e-mail address for MealPrep',
  verifyMailBody:
    'Hello {name},\n\nPlease confirm that {email} is your e-mail address by opening this link within {hours} hours:\n\n{link}\n\nIf you did not create a MealPrep account, ignore this e-mail: we send nothing else to this address until it is confirmed.\n',
  verifyChangeMailSubject: 'Confirm the new e-mail address of your MealPrep account',
  verifyChangeMailBody:
    'Hello {name},\n\nYou asked to use {email} for your MealPrep account. Open this link within {hours} hours to confirm it; until then the account keeps its current address:\n\n{link}\n\nIf you did not ask for this, ignore this e-mail: nothing changes.\n',
  emailVerified: 'Your e-mail address is confirmed.',
  emailChangeVerified:
    'Your new e-mail address {email} is confirmed and now used for your account.',
  verificationSent: 'We sent a link to {email}. Open it to confirm the address.',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  passwordChangedMailSubject: 'Your MealPrep password was changed',
  passwordChangedMailBody:
    'Hello {name},\n\nThe password of your MealPrep account was changed on {when}, and every other device was signed out.\n\nIf you did not do this, choose a new password at {link} straight away and contact us by replying to this e-mail.\n',
  invalidSignature: 'The payment notification signature is not valid.',
  paymentAmountMismatch: 'The paid amount does not match the order.',
  paymentNotFound: 'This payment does not exist.',
  orderNotPayable: 'This order can no longer be paid.',
  orderPayPaid: 'This order has already been paid.',
  chargeOut:
    'Your saved payment method is being charged for this order. Please check again in a minute.',
  orderPayCancelled: 'This order was cancelled, so it can no longer be paid.',
  orderPayExpired:
    'This order was not paid by {deadline}, so it has expired. Please order again from your cart.',
  orderPaySlotGone:
    'The delivery date of this order is no longer available. Please cancel it and order again.',
  orderPayAddressGone:
    'The delivery address of this order was deleted, so it cannot be re-quoted. Please cancel it and order again.',
  paymentUnavailable: 'The payment gateway is not available. Please try again in a moment.',
  courierUnavailable: 'The courier cannot quote right now. Please try again in a moment.',
  voucherApplied: 'Successfully applied',
  courierSignature: 'The courier webhook is not signed with the shop’s secret.',
  courierBookingUnknown: 'No courier booking has this id.',
  courierNotPreparing:
    'Order {orderNo} is {status}: only a delivery that is being prepared is booked with a courier.',
  courierAlreadyBooked: 'Order {orderNo} already has a courier booking.',
  courierNothingToCancel: 'Order {orderNo} has no courier booking to cancel.',
  courierPickedUp:
    'The courier has already picked order {orderNo} up: its booking can no longer be cancelled.',
  courierRefused:
    'The courier did not take order {orderNo} ({reason}). It is on the dispatch screen as an alert.',
  courierBooked: 'A courier is booked for order {orderNo}.',
  courierCancelled: 'The courier booking of order {orderNo} is cancelled.',
  courierTrackTitle: 'Your delivery',
  courierTrackIntro: 'Sandbox courier: this page stands in for a real courier’s tracking page.',
  'courierTrack.requested': 'Looking for a driver.',
  'courierTrack.assigned': 'A driver is on the way to the kitchen.',
  'courierTrack.picked_up': 'Your order has been picked up and is on its way to you.',
  'courierTrack.completed': 'Your order has been delivered.',
  'courierTrack.cancelled': 'This delivery was cancelled.',
  'courierTrack.rejected': 'This delivery was cancelled.',
  'courierTrack.expired': 'This delivery was cancelled.',
  courierTrackDriver: 'Driver: {name}, {plate}',
  sandboxTitle: 'Sandbox payment',
  sandboxIntro:
    'This is a test payment gateway, not a real one: no card is charged and no real money moves. Paying here only marks the order paid in this test shop.',
  sandboxPay: 'Pay {amount}',
  sandboxFail: 'Fail the payment',
  sandboxClosed: 'This payment is no longer open.',
  sandboxOrder: 'Order',
  sandboxAmount: 'Amount',
  paymentMethodNotFound: 'This saved payment method is not one of yours.',
  paymentMethodsUnavailable:
    'Saving a payment method is not available with this payment provider. Each week’s pay link is mailed to you instead.',
  paymentMethodKind: 'Choose a card or a DuitNow AutoDebit mandate.',
  paymentMethodSetupClosed:
    'This setup is no longer open. Start again from your subscription page.',
  sandboxSetupTitle: 'Sandbox: save a payment method',
  sandboxSetupCardIntro:
    'This is the sandbox gateway’s one-time authentication. Test cards: 4242 4242 4242 4242 saves a card whose charges go through; 4000 0000 0000 0002 saves one whose charges are declined. Only the brand and last four digits are kept.',
  sandboxSetupCardNumber: 'Card number',
  sandboxSetupSaveCard: 'Authenticate and save the card',
  sandboxSetupCardInvalid: 'Use one of the test cards: 4242 4242 4242 4242 or 4000 0000 0000 0002.',
  sandboxSetupMandateIntro:
    'This is the sandbox’s DuitNow AutoDebit consent. Choose your bank and approve the mandate: each week’s amount is then debited before the cut-off.',
  sandboxSetupBank: 'Bank',
  sandboxSetupBankInvalid: 'Choose your bank.',
  sandboxSetupApprove: 'Approve mandate',
  subscriptionNotFound: 'You have no subscription.',
  subscriptionExists:
    'You already have a subscription. Change it on your subscription page, or cancel it before starting another.',
  subscriptionCancelled: 'This subscription is already cancelled.',
  subscriptionAlreadyPaused:
    'This subscription is already paused. Resume it first to pause it again.',
  subscriptionNotPaused: 'This subscription is not paused.',
  subscriptionWeekNotFound: 'There is no delivery on {date} in your next weeks.',
  subscriptionWeekPastCutoff:
    'The cut-off for {date} was {cutoff} (Kuala Lumpur time): this week can no longer be changed.',
  subscriptionWeekPaid:
    'The week of {date} is already paid, so it is cooked and delivered as planned: a paid week cannot be skipped (terms and conditions, subscriptions).',
  subscriptionWeekNotUpcoming:
    'The week of {date} is not an upcoming delivery, so it cannot be skipped.',
  subscriptionWeekCharging:
    'The payment for the week of {date} is being taken from your saved method right now. Please try again in a minute.',
  subscriptionWeekNotSkipped: 'The week of {date} is not skipped.',
  subscriptionWeekSkipped: 'The week of {date} is skipped: it is not cooked and not charged.',
  subscriptionWeekUnskipped: 'The week of {date} is back on.',
  subscriptionChanged:
    'Your subscription is changed. It applies from the first week before its cut-off.',
  subscriptionChangedPaidKept:
    'Your subscription is changed. The week of {dates} is already paid and stays as it was; the change applies from the week after.',
  subscriptionPaused: 'Your subscription is paused.',
  subscriptionResumed: 'Your subscription is active again.',
  subscriptionCancelledDone: 'Your subscription is cancelled. Nothing more will be charged.',
  subscriptionPausedByStaff: 'The subscription of {name} is paused.',
} as const;

export type ApiMessageKey = keyof typeof enUS;

const msMY: Record<ApiMessageKey, string> = {
  badRequest: 'Permintaan tidak dapat difahami.',
  requestTimeout: 'Permintaan mengambil masa terlalu lama untuk tiba.',
  malformedJson: 'Badan permintaan bukan JSON yang sah.',
  payloadTooLarge: 'Badan permintaan terlalu besar.',
  unsupportedMediaType: 'Jenis kandungan ini tidak disokong di sini.',
  unauthenticated: 'Sila log masuk untuk meneruskan.',
  forbidden: 'Anda tidak dibenarkan melakukan ini.',
  crossOrigin: 'Permintaan dari laman lain tidak dibenarkan.',
  notFound: 'Tidak dijumpai.',
  dishNotFound: 'Hidangan ini tiada dalam menu.',
  cartItemNotFound: 'Item ini tiada dalam troli anda.',
  planNotFound: 'Pelan hidangan ini tidak wujud.',
  planLocked:
    'Pelan hidangan ini berada dalam pesanan yang telah dibayar, jadi ia tidak boleh diubah lagi.',
  planWeekLocked:
    'Pesanan minggu ini telah dibuat daripada pelan ini, jadi ia tidak boleh diubah lagi. Perubahan pada jawapan anda berkuat kuasa mulai minggu berikutnya.',
  planOfWeek:
    'Ini pelan bagi satu minggu langganan anda: ubah atau jana semula daripada jawapan anda, atau langkau minggu itu.',
  planNotReady: 'Pelan hidangan ini masih sedang dijana. Sila cuba sebentar lagi.',
  planChanged: 'Pelan hidangan ini telah berubah. Sila muat semula dan cuba lagi.',
  preferencesIncomplete: 'Sila jawab “Tentang anda” dan “Pilihan hidangan” sebelum menjana pelan.',
  mealRemoved: 'Hidangan telah dibuang',
  mealUpdated: 'Hidangan berjaya dikemas kini',
  mealUpdateFailed: 'Kemas kini hidangan gagal',
  planDayNotFound: 'Pelan ini tiada hari {day}.',
  planMealNotFound: 'Hari {day} tiada hidangan {meal}.',
  planDayFull: 'Hari {day} sudah mempunyai semua hidangan sehari yang anda minta.',
  planNoRecipes: 'Resipi pilihan anda tidak dapat membuat hidangan lain.',
  planDeleted: 'Pelan hidangan anda telah dipadam.',
  planInCart: 'Pelan hidangan anda berada dalam troli.',
  cartAdded: 'Dimasukkan ke troli anda.',
  cartQuantityUpdated: 'Kuantiti dikemas kini.',
  planSuggestionNotFound:
    'Cadangan ini tidak lagi ditawarkan untuk pelan anda. Sila muat semula pelan dan cuba lagi.',
  planSuggestionAccepted: 'Jawapan anda telah dikemas kini; pelan anda sedang dijana semula.',
  addressNotFound: 'Alamat ini tiada dalam buku alamat anda.',
  orderNotFound: 'Pesanan ini bukan salah satu pesanan anda.',
  receiptUnpaid: 'Pesanan ini belum mempunyai resit: resit dikeluarkan sebaik sahaja ia dibayar.',
  orderAlreadyCancelled: 'Pesanan ini telah dibatalkan.',
  orderCancelPaid:
    'Pesanan yang telah dibayar tidak boleh dibatalkan: tiada bayaran balik selepas dibayar (terma dan syarat, seksyen 4). Sila hubungi pasukan kami jika ada masalah.',
  orderRescheduleUnpaid:
    'Hanya pesanan yang telah dibayar boleh dijadualkan semula. Sila selesaikan pembayaran dahulu.',
  orderRescheduleCancelled: 'Pesanan yang dibatalkan tidak boleh dijadualkan semula.',
  orderRescheduleUnderway:
    'Pesanan ini sedang disediakan atau dihantar, jadi ia tidak boleh dijadualkan semula lagi.',
  orderRescheduleClosed:
    'Penjadualan semula ditutup pada {deadline} (12:00 sehari sebelum penghantaran). Sila hubungi pasukan kami.',
  orderRescheduled: 'Penghantaran anda telah dijadualkan semula.',
  orderCancelled: 'Pesanan anda telah dibatalkan.',
  methodNotAllowed: 'Kaedah ini tidak dibenarkan di sini.',
  tooManyRequests: 'Terlalu banyak percubaan. Sila cuba lagi dalam {seconds} saat.',
  serviceBusy: 'Kedai sedang sibuk. Sila cuba lagi dalam {seconds} saat.',
  courierQuotesTooMany:
    'Terlalu banyak sebut harga penghantaran diminta dari akaun anda. Sila cuba lagi dalam {seconds} saat.',
  refundRecorded: 'Bayaran balik untuk pesanan {orderNo} direkodkan.',
  refundAlreadyRecorded: 'Bayaran balik untuk pesanan {orderNo} telah pun direkodkan.',
  problemNotDelivered:
    'Masalah boleh dilaporkan setelah pesanan dihantar atau diserahkan kepada anda.',
  problemWindowClosed:
    'Masalah boleh dilaporkan dalam tempoh 24 jam selepas penghantaran (terma dan syarat, seksyen 5). Bagi pesanan ini tempoh itu berakhir pada {deadline}. Sila hubungi pasukan kami jika anda masih memerlukan bantuan.',
  problemAlreadyOpen:
    'Masalah dengan pesanan ini telah dilaporkan dan pasukan kami sedang menelitinya. Anda boleh melaporkan masalah lain setelah ia diselesaikan.',
  problemReported:
    'Terima kasih. Laporan anda tentang pesanan {orderNo} telah dihantar kepada pasukan kami.',
  problemAnswered: 'Mesej anda tentang pesanan {orderNo} telah dihantar kepada pelanggan.',
  problemResolved: 'Laporan tentang pesanan {orderNo} telah diselesaikan.',
  problemAlreadyResolved: 'Laporan tentang pesanan {orderNo} telah pun diselesaikan.',
  problemNoRefund: 'Laporan tentang pesanan {orderNo} tiada bayaran balik untuk direkodkan.',
  problemRefundRecorded: 'Bayaran balik bagi laporan tentang pesanan {orderNo} direkodkan.',
  problemRefundAlreadyRecorded:
    'Bayaran balik bagi laporan tentang pesanan {orderNo} telah pun direkodkan.',
  problemPointsRemark: 'Bagi masalah yang dilaporkan dengan pesanan {orderNo}',
  serverError: 'Sesuatu telah berlaku. Sila cuba lagi kemudian.',
  rumReportInvalid: 'Laporan pengukuran ini tidak sah.',
  releaseRefused: 'Versi ini tidak boleh disajikan: {reasons}',
  releaseNotPublished: 'Versi {version} bagi {remote} belum diterbitkan.',
  releaseExists:
    'Versi {version} bagi {remote} sudah diterbitkan; versi yang diterbitkan tidak pernah berubah.',
  releaseSharedIncompatible:
    'Ia berkongsi {module} {version}, yang tidak memenuhi julat shell {range}.',
  releaseSharedRetired:
    'Ia berkongsi {module}, yang tidak lagi dikongsi oleh shell: bina semula untuk menggunakan {replacement}.',
  releaseExposeMissing: 'Ia tidak lagi mendedahkan {expose}, yang digunakan oleh {usedBy}.',
  releaseShellUnknown:
    'package.json shell tidak dapat dibaca, jadi keserasian tidak dapat disemak.',
  releaseAlreadyPinned: '{remote} sudah disematkan pada {version}.',
  releaseNothingPinned:
    '{remote} tidak disematkan pada versi yang diterbitkan; tiada apa untuk dikembalikan.',
  releaseNoPrevious: '{remote} tiada versi sematan terdahulu; namakan satu dengan --to.',
  releaseNotEarlier:
    'Versi {version} bagi {remote} tidak diterbitkan sebelum {current} yang disematkan; gunakan pin.',
  releaseNoCanary: '{remote} tiada canary untuk dinaikkan.',
  releaseNoRollout: '{remote} tiada pelancaran berperingkat yang sedang berjalan.',
  releaseAlreadyStaged: 'Pementasan sudah melayani {version} bagi {remote}.',
  releaseNothingStaged:
    'Tiada versi {remote} disematkan di pementasan; sematkan satu versi di pementasan dahulu.',
  releaseRolloutPaused: 'Pelancaran {remote} sudah dijeda.',
  releaseRolloutRunning: 'Pelancaran {remote} tidak dijeda.',
  releaseManifestInvalid: 'mf-manifest.json bukan manifest Module Federation.',
  releaseServerManifestInvalid: 'server/manifest.json bukan manifest binaan pelayan.',
  releaseServerSharedIncompatible:
    'Binaan pelayannya meminta {module} {range}, yang tidak dipenuhi oleh julat shell {shellRange}.',
  releaseManifestWrongRemote: 'mf-manifest.json bukan manifest bagi {remote}.',
  releaseFilesMissing: 'Binaan memerlukan remoteEntry.js dan mf-manifest.json.',
  releaseFileInvalid: 'Nama fail {file} tidak dibenarkan dalam binaan.',
  releaseCompressedMismatch: '{file} bukan salinan termampat bagi {original}.',
  releaseTampered:
    '{remote} {version} tidak disajikan: {file} telah berubah selepas diterbitkan. Terbitkan versi baharu.',
  passwordResetSent:
    'Jika akaun wujud untuk alamat e-mel ini, kami telah menghantar pautan untuk menetapkan semula kata laluan.',
  passwordResetDone: 'Kata laluan anda telah ditetapkan semula. Anda boleh log masuk sekarang.',
  'status.payment_pending': 'menunggu bayaran',
  'status.payment_failed': 'bayaran gagal',
  'status.paid': 'dibayar',
  'status.preparing': 'sedang disediakan',
  'status.ready_for_pickup': 'sedia untuk diambil',
  'status.out_for_delivery': 'dalam penghantaran',
  'status.delivered': 'telah dihantar',
  'status.cancelled': 'dibatalkan',
  'role.admin': 'admin',
  'role.kitchen': 'dapur',
  'role.dispatch': 'penghantaran',
  'role.support': 'khidmat pelanggan',
  'production.deliveryDate': 'Tarikh penghantaran',
  'production.cookingDate': 'Tarikh memasak',
  'production.orders': 'Pesanan',
  'production.vacuum': 'Pek kedap vakum',
  'production.lunch_box': 'Bekas makanan',
  'production.size.S': 'Kecil',
  'production.size.L': 'Besar',
  'production.dish': 'Hidangan',
  'production.size': 'Saiz',
  'production.portions': 'Hidangan dimasak',
  'production.component': 'Komponen (pelan peribadi)',
  'production.grams': 'Gram',
  'production.title': 'Helaian pengeluaran',
  'production.frozen': 'Muktamad: tiada pesanan baharu boleh dijadualkan pada hari ini.',
  'production.open':
    'Masih terbuka: pesanan yang dibayar sebelum tarikh tutup masih boleh ditambah.',
  'production.packs': 'Pek pelan peribadi',
  'production.planPack': '{orderNo} · {customer} · {meals} hidangan × {quantity}',
  'production.empty': 'Tiada pesanan berbayar dijadualkan pada hari ini.',
  'production.page': 'Halaman {page} daripada {pages}',
  'label.title': 'Label untuk {date}',
  'label.plan': 'Pelan peribadi',
  'label.meal': 'Hari {day}, hidangan {meal}',
  'label.size.S': 'Kecil',
  'label.size.L': 'Besar',
  'label.deliver': 'Penghantaran {date}',
  'label.pickup': 'Ambil sendiri {date}',
  'label.packedOn': 'Dibungkus pada {date}',
  'label.useBy': 'Guna sebelum {date}',
  'label.nutrition': '{kcal} kcal · P {protein} g · K {carbohydrate} g · L {fat} g',
  'label.contains': 'Mengandungi: {list}',
  'label.halal': 'Halal',
  'label.storage': 'Penyimpanan: {text}',
  'label.reheating': 'Panaskan: {text}',
  'label.storageDefault':
    'Simpan dalam peti sejuk pada suhu 0–4 °C sebaik sahaja diterima dan makan sebelum tarikh guna sebelum. Setelah dibuka, makan dalam tempoh sehari.',
  'label.reheatingDefault':
    'Panaskan dalam ketuhar gelombang mikro, bertutup, pada kuasa tinggi sehingga panas berwap sepenuhnya, kacau di pertengahan. Panaskan semula sekali sahaja.',
  'label.pack': 'Pek {no} daripada {count}',
  'label.allergen.prawn': 'udang',
  'label.allergen.beef': 'daging lembu',
  'label.allergen.chicken': 'ayam',
  'label.allergen.rice': 'nasi',
  'label.allergen.pasta': 'pasta',
  'label.allergen.potato': 'kentang',
  'label.allergen.toast': 'roti',
  'label.allergen.seafood': 'makanan laut',
  'label.allergen.peanut': 'kacang tanah',
  'label.allergen.dairy': 'tenusu',
  packLeftKitchen: 'Pesanan {orderNo} kini {status}: pek-peknya tidak boleh diubah lagi.',
  packAlreadyPacked: 'Pek {code} sudah dibungkus.',
  packNotPacked: 'Pek {code} belum dibungkus.',
  packPacked: 'Pek {code} telah dibungkus.',
  packPackedReady: 'Pek {code} telah dibungkus: pesanan {orderNo} lengkap dan sedia untuk diambil.',
  packUnpacked: 'Pek {code} tidak lagi ditanda sebagai dibungkus.',
  orderStepNotNext:
    'Pesanan {orderNo} kini {status}, jadi ia tidak boleh dipindahkan ke {target}. Muat semula papan untuk melihat keadaannya.',
  orderStepForbidden: 'Peranan anda tidak boleh memindahkan pesanan ke {target}.',
  orderStepDone: 'Pesanan {orderNo} kini {target}.',
  dishChanged:
    'Orang lain telah menyimpan hidangan ini selepas anda membukanya. Muat semula untuk melihat perubahan mereka.',
  dishSaved: '{name} telah disimpan.',
  dishAvailabilitySaved: '{name}: {state} untuk {date}.',
  'dishAvailability.available': 'tersedia',
  'dishAvailability.sold_out': 'habis dijual',
  'dishAvailability.paused': 'dihentikan sementara',
  staffInvited: 'Kami telah menghantar pautan kepada {email} untuk menetapkan kata laluan.',
  staffRoleChanged: '{email} kini {role}.',
  staffOwnRole: 'Anda tidak boleh menukar peranan anda sendiri; minta admin lain.',
  staffNotStaff: 'Akaun ini milik pelanggan, bukan kakitangan.',
  staffInviteMailSubject: 'Anda dijemput ke pejabat belakang MealPrep',
  staffInviteMailBody:
    'Hai {name},\n\n{inviter} telah menambah anda ke pejabat belakang MealPrep sebagai {role}. Buka pautan ini dalam masa {hours} jam untuk memilih kata laluan anda:\n\n{link}\n\nKemudian log masuk di {login}.\n',
  resetMailSubject: 'Tetapkan semula kata laluan MealPrep anda',
  resetMailBody:
    'Hai {name},\n\nKami menerima permintaan untuk menetapkan semula kata laluan akaun MealPrep anda. Buka pautan ini dalam masa {minutes} minit untuk memilih kata laluan baharu:\n\n{link}\n\nJika anda tidak membuat permintaan ini, abaikan e-mel ini; kata laluan anda kekal sama.\n',
  emailChangedMailSubject: 'Alamat e-mel akaun MealPrep anda telah ditukar',
  emailChangedMailBody:
    'Hai {name},\n\nAlamat e-mel akaun MealPrep anda telah ditukar daripada {old} kepada {new} pada {when}. E-mel tentang akaun kini dihantar ke alamat baharu, dan semua peranti lain telah dilog keluar.\n\nJika bukan anda yang membuat perubahan ini, tetapkan semula kata laluan anda di {link} dengan alamat ini dengan segera (akaun anda mungkin di tangan orang lain), kemudian hubungi kami dengan membalas e-mel ini.\n',
  verifyMailSubject: 'Sahkan alamat e-mel anda untuk MealPrep',
  verifyMailBody:
    'Hai {name},\n\nSila sahkan bahawa {email} ialah alamat e-mel anda dengan membuka pautan ini dalam masa {hours} jam:\n\n{link}\n\nJika anda tidak mendaftar akaun MealPrep, abaikan e-mel ini: kami tidak menghantar apa-apa lagi ke alamat ini sehingga ia disahkan.\n',
  verifyChangeMailSubject: 'Sahkan alamat e-mel baharu akaun MealPrep anda',
  verifyChangeMailBody:
    'Hai {name},\n\nAnda meminta untuk menggunakan {email} bagi akaun MealPrep anda. Buka pautan ini dalam masa {hours} jam untuk mengesahkannya; sehingga itu akaun kekal dengan alamat semasanya:\n\n{link}\n\nJika bukan anda yang meminta, abaikan e-mel ini: tiada apa yang berubah.\n',
  emailVerified: 'Alamat e-mel anda telah disahkan.',
  emailChangeVerified:
    'Alamat e-mel baharu anda, {email}, telah disahkan dan kini digunakan untuk akaun anda.',
  verificationSent:
    'Kami telah menghantar pautan ke {email}. Bukanya untuk mengesahkan alamat itu.',
  emailAlreadyVerified: 'Alamat e-mel anda telah pun disahkan.',
  passwordChangedMailSubject: 'Kata laluan MealPrep anda telah ditukar',
  passwordChangedMailBody:
    'Hai {name},\n\nKata laluan akaun MealPrep anda telah ditukar pada {when}, dan semua peranti lain telah dilog keluar.\n\nJika bukan anda yang membuat perubahan ini, pilih kata laluan baharu di {link} dengan segera dan hubungi kami dengan membalas e-mel ini.\n',
  invalidSignature: 'Tandatangan pemberitahuan pembayaran tidak sah.',
  paymentAmountMismatch: 'Jumlah yang dibayar tidak sepadan dengan pesanan.',
  paymentNotFound: 'Pembayaran ini tidak wujud.',
  orderNotPayable: 'Pesanan ini tidak lagi boleh dibayar.',
  orderPayPaid: 'Pesanan ini telah pun dibayar.',
  chargeOut:
    'Kaedah pembayaran tersimpan anda sedang dicaj untuk pesanan ini. Sila semak semula dalam seminit.',
  orderPayCancelled: 'Pesanan ini telah dibatalkan, jadi ia tidak lagi boleh dibayar.',
  orderPayExpired:
    'Pesanan ini tidak dibayar sebelum {deadline}, jadi ia telah tamat tempoh. Sila pesan semula dari troli anda.',
  orderPaySlotGone:
    'Tarikh penghantaran pesanan ini tidak lagi tersedia. Sila batalkannya dan pesan semula.',
  orderPayAddressGone:
    'Alamat penghantaran pesanan ini telah dipadam, jadi sebut harga baharu tidak dapat dibuat. Sila batalkannya dan pesan semula.',
  paymentUnavailable: 'Gerbang pembayaran tidak tersedia. Sila cuba lagi sebentar lagi.',
  courierUnavailable:
    'Kurier tidak dapat memberi sebut harga sekarang. Sila cuba lagi sebentar lagi.',
  voucherApplied: 'Berjaya digunakan',
  courierSignature: 'Webhook kurier tidak ditandatangani dengan rahsia kedai.',
  courierBookingUnknown: 'Tiada tempahan kurier dengan id ini.',
  courierNotPreparing:
    'Pesanan {orderNo} {status}: hanya penghantaran yang sedang disediakan ditempah dengan kurier.',
  courierAlreadyBooked: 'Pesanan {orderNo} sudah mempunyai tempahan kurier.',
  courierNothingToCancel: 'Pesanan {orderNo} tiada tempahan kurier untuk dibatalkan.',
  courierPickedUp:
    'Kurier sudah mengambil pesanan {orderNo}: tempahannya tidak boleh dibatalkan lagi.',
  courierRefused:
    'Kurier tidak menerima pesanan {orderNo} ({reason}). Ia dipaparkan sebagai amaran pada skrin penghantaran.',
  courierBooked: 'Kurier telah ditempah untuk pesanan {orderNo}.',
  courierCancelled: 'Tempahan kurier untuk pesanan {orderNo} telah dibatalkan.',
  courierTrackTitle: 'Penghantaran anda',
  courierTrackIntro: 'Kurier kotak pasir: halaman ini menggantikan halaman jejak kurier sebenar.',
  'courierTrack.requested': 'Sedang mencari pemandu.',
  'courierTrack.assigned': 'Seorang pemandu sedang menuju ke dapur.',
  'courierTrack.picked_up': 'Pesanan anda telah diambil dan sedang dihantar kepada anda.',
  'courierTrack.completed': 'Pesanan anda telah dihantar.',
  'courierTrack.cancelled': 'Penghantaran ini telah dibatalkan.',
  'courierTrack.rejected': 'Penghantaran ini telah dibatalkan.',
  'courierTrack.expired': 'Penghantaran ini telah dibatalkan.',
  courierTrackDriver: 'Pemandu: {name}, {plate}',
  sandboxTitle: 'Pembayaran kotak pasir',
  sandboxIntro:
    'Ini gerbang pembayaran ujian, bukan yang sebenar: tiada kad dicaj dan tiada wang sebenar berpindah. Membayar di sini hanya menandakan pesanan telah dibayar dalam kedai ujian ini.',
  sandboxPay: 'Bayar {amount}',
  sandboxFail: 'Gagalkan pembayaran',
  sandboxClosed: 'Pembayaran ini tidak lagi dibuka.',
  sandboxOrder: 'Pesanan',
  sandboxAmount: 'Jumlah',
  paymentMethodNotFound: 'Kaedah pembayaran tersimpan ini bukan milik anda.',
  paymentMethodsUnavailable:
    'Menyimpan kaedah pembayaran tidak tersedia dengan penyedia pembayaran ini. Pautan bayaran setiap minggu akan dihantar kepada anda.',
  paymentMethodKind: 'Pilih kad atau mandat DuitNow AutoDebit.',
  paymentMethodSetupClosed:
    'Persediaan ini tidak lagi dibuka. Mulakan semula dari halaman langganan anda.',
  sandboxSetupTitle: 'Kotak pasir: simpan kaedah pembayaran',
  sandboxSetupCardIntro:
    'Ini pengesahan sekali sahaja gerbang kotak pasir. Kad ujian: 4242 4242 4242 4242 menyimpan kad yang cajnya berjaya; 4000 0000 0000 0002 menyimpan kad yang cajnya ditolak. Hanya jenama dan empat digit terakhir disimpan.',
  sandboxSetupCardNumber: 'Nombor kad',
  sandboxSetupSaveCard: 'Sahkan dan simpan kad',
  sandboxSetupCardInvalid:
    'Gunakan salah satu kad ujian: 4242 4242 4242 4242 atau 4000 0000 0000 0002.',
  sandboxSetupMandateIntro:
    'Ini persetujuan DuitNow AutoDebit kotak pasir. Pilih bank anda dan luluskan mandat: jumlah setiap minggu kemudian didebitkan sebelum tarikh tutup.',
  sandboxSetupBank: 'Bank',
  sandboxSetupBankInvalid: 'Pilih bank anda.',
  sandboxSetupApprove: 'Luluskan mandat',
  subscriptionNotFound: 'Anda tiada langganan.',
  subscriptionExists:
    'Anda sudah mempunyai langganan. Ubahnya di halaman langganan anda, atau batalkannya sebelum memulakan yang lain.',
  subscriptionCancelled: 'Langganan ini sudah dibatalkan.',
  subscriptionAlreadyPaused:
    'Langganan ini sudah dijeda. Sambung semula dahulu untuk menjedanya lagi.',
  subscriptionNotPaused: 'Langganan ini tidak dijeda.',
  subscriptionWeekNotFound:
    'Tiada penghantaran pada {date} dalam minggu-minggu anda yang akan datang.',
  subscriptionWeekPastCutoff:
    'Tarikh tutup untuk {date} ialah {cutoff} (waktu Kuala Lumpur): minggu ini tidak boleh diubah lagi.',
  subscriptionWeekPaid:
    'Minggu {date} sudah dibayar, jadi ia dimasak dan dihantar seperti dirancang: minggu yang sudah dibayar tidak boleh dilangkau (terma dan syarat, langganan).',
  subscriptionWeekNotUpcoming:
    'Minggu {date} bukan penghantaran yang akan datang, jadi ia tidak boleh dilangkau.',
  subscriptionWeekCharging:
    'Bayaran untuk minggu {date} sedang diambil daripada kaedah simpanan anda sekarang. Sila cuba lagi dalam seminit.',
  subscriptionWeekNotSkipped: 'Minggu {date} tidak dilangkau.',
  subscriptionWeekSkipped: 'Minggu {date} dilangkau: ia tidak dimasak dan tidak dicaj.',
  subscriptionWeekUnskipped: 'Minggu {date} diteruskan semula.',
  subscriptionChanged:
    'Langganan anda telah diubah. Ia terpakai mulai minggu pertama sebelum tarikh tutupnya.',
  subscriptionChangedPaidKept:
    'Langganan anda telah diubah. Minggu {dates} sudah dibayar dan kekal seperti asal; perubahan terpakai mulai minggu berikutnya.',
  subscriptionPaused: 'Langganan anda telah dijeda.',
  subscriptionResumed: 'Langganan anda aktif semula.',
  subscriptionCancelledDone: 'Langganan anda telah dibatalkan. Tiada lagi caj akan dikenakan.',
  subscriptionPausedByStaff: 'Langganan {name} telah dijeda.',
};

export const apiMessages: Record<Locale, Record<ApiMessageKey, string>> = {
  'en-US': enUS,
  'ms-MY': msMY,
};

export function t(locale: Locale, key: ApiMessageKey, values?: MessageValues): string {
  return formatMessage(apiMessages[locale][key], values);
}
