/** Arabic texts of the moderators module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    moderators: {
      tiktok_taken: 'يوجد مشرف بهذا الاسم على تيك توك بالفعل',
      already_moderator: 'هذا اللاعب مشرف بالفعل',
      account_taken: 'يوجد حساب بهذا الاسم أو البريد الإلكتروني بالفعل',
      no_free_username: 'لم نجد اسم مستخدم متاحًا؛ أدخل واحدًا',
      not_found: 'المشرف غير موجود',
      password_first: 'عيّن كلمة مرور من إعادة تعيين كلمة المرور قبل تفعيل هذا المشرف',
      needs_credentials: 'يحتاج حساب المشرف إلى اسم مستخدم وبريد إلكتروني وكلمة مرور',
    },
  },
}
