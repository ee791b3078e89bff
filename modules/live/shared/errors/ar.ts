/** Arabic texts of the live module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    live: {
      changing_hands: 'اتصال البث المباشر ينتقل بين الخوادم، حاول مرة أخرى بعد ثوانٍ',
      owner_unreachable: 'اتصال البث المباشر لدى عملية أخرى في الخادم لا يمكن الوصول إليها الآن، حاول بعد قليل',
      forwarded_failure: 'فشل أمر البث المباشر في العملية التي تملك الاتصال',
      not_configured: 'لم يتم ضبط اسم المستخدم على تيك توك',
      simulator_only: 'المحاكي فقط يمكنه القيام بذلك',
      overlay_not_found: 'رابط الـoverlay هذا غير موجود أو أُلغي',
      ingest_busy: 'هدايا كثيرة بانتظار الحفظ: حاول مرة أخرى بعد لحظة',
      not_connected: 'غير متصل بالبث المباشر',
      not_live: 'هذا المستخدم ليس في بث مباشر على تيك توك الآن',
      rate_limited: 'تعذّر الاتصال ببث تيك توك المباشر: تم تجاوز حد الطلبات، إعادة المحاولة بعد %{seconds} ثانية',
      connect_failed: 'تعذّر الاتصال ببث تيك توك المباشر: %{reason}',
    },
  },
}
