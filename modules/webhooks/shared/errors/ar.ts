/** Arabic texts of the webhooks module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    webhooks: {
      not_found: 'الـWebhook غير موجود',
      too_many: 'يمكنك امتلاك %{max} Webhook كحد أقصى: احذف واحدًا أولاً',
      url_invalid: 'يجب أن يكون الرابط عنوانًا كاملاً يبدأ بـ http:// أو https://',
      url_credentials: 'يجب ألا يحتوي الرابط على اسم مستخدم أو كلمة مرور',
      unresolvable: 'تعذّر العثور على المضيف %{host}',
      private_target: 'يشير هذا الرابط إلى عنوان شبكة خاص أو محلي أو محجوز؛ تُرسل الـWebhooks إلى العناوين العامة فقط',
    },
  },
}
