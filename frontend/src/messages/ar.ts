import type { Translation } from '../shell/i18n'
import type { ShellMessages } from './en'

/**
 * The shell's texts in Arabic (right to left). Plurals list the six forms:
 * zero |||| one |||| two |||| few |||| many |||| other.
 */
export default {
  shell: {
    loading: 'جارٍ التحميل',
    roles: { admin: 'مشرف عام', creator: 'صانع محتوى', moderator: 'مشرف' },
    menu: {
      dashboard: 'لوحة التحكم',
      mainNavigation: 'التنقل الرئيسي',
      systemSettings: 'إعدادات النظام',
      mySettings: 'إعداداتي',
    },
    header: {
      workingFor: 'تعمل لدى',
      adminBadge: 'مشرف عام',
      accountMenu: 'قائمة الحساب',
      roleFor: '%{role} لدى %{creator}',
      mySettings: 'إعداداتي',
      logout: 'تسجيل الخروج',
    },
    source: { link: 'الشيفرة المصدرية', notice: 'Powerdeck برنامج حر بموجب رخصة GNU AGPL.' },
    update: { title: 'يتوفر إصدار جديد', body: 'أعد التحميل لتحديث Powerdeck.', reload: 'إعادة التحميل' },
    impersonation: { viewingAs: 'تتصفح بصفة %{name}', exit: 'إنهاء انتحال الهوية' },
    dashboard: {
      titles: { admin: 'لوحة تحكم الإدارة', creator: 'لوحة تحكم صانع المحتوى', moderator: 'لوحة تحكم المشرف' },
      welcome: 'أهلًا بعودتك، %{name}',
      tabs: { overview: 'نظرة عامة', monitoring: 'مراقبة النظام', activity: 'نشاطي' },
      emptyTitle: 'لا يوجد ما يُعرض بعد',
      emptyDescription: 'تظهر الأدوات هنا عند تفعيل الميزات.',
    },
    notFound: {
      title: 'الصفحة غير موجودة',
      description: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت.',
      home: 'الذهاب إلى لوحة التحكم',
      back: 'رجوع',
    },
    error: {
      title: 'حدث خطأ غير متوقع في التطبيق!',
      fallback: 'حدث خطأ ما.',
      retry: 'حاول مرة أخرى',
      home: 'الذهاب إلى لوحة التحكم',
    },
    mui: { open: 'فتح', clear: 'مسح', noOptions: 'لا توجد خيارات' },
    language: { label: 'اللغة' },
    auth: {
      signIn: {
        title: 'تسجيل الدخول',
        subtitle: 'أدخل بياناتك للوصول إلى مساحة عملك',
        identifier: 'البريد الإلكتروني أو اسم المستخدم',
        password: 'كلمة المرور',
        twoFactorCode: 'رمز التحقق بخطوتين (اختياري)',
        submit: 'تسجيل الدخول',
        submitting: 'جارٍ تسجيل الدخول...',
        forgotPassword: 'نسيت كلمة المرور؟',
        needAccess: 'تحتاج إلى صلاحية وصول؟ تواصل مع مسؤول صناع المحتوى',
        failed: 'فشل تسجيل الدخول',
        unexpected: 'حدث خطأ غير متوقع',
        welcome: 'أهلًا بعودتك!',
        signedInAs: 'سجّلت الدخول باسم %{name}',
        identifierRequired: 'البريد الإلكتروني أو اسم المستخدم مطلوب',
        passwordRequired: 'كلمة المرور مطلوبة',
        twoFactorTooLong: 'رمز التحقق بخطوتين لا يزيد عن %{max} أحرف',
      },
      forgot: {
        title: 'نسيت كلمة المرور؟',
        subtitle: 'يعيد المسؤول لديك تعيين كلمات المرور',
        moderators: 'المشرفون: اطلبوا من صانع المحتوى الذي تعملون لديه إعادة تعيين كلمة المرور من صفحة مشرفيّ.',
        creators:
          'صناع المحتوى: اطلبوا من مسؤول صناع المحتوى (مشرف عام في Powerdeck) تعيين كلمة مرور جديدة من إدارة صناع المحتوى.',
        back: 'العودة إلى تسجيل الدخول',
      },
    },
    ui: {
      tryAgain: 'حاول مرة أخرى',
      cancel: 'إلغاء',
      saving: 'جارٍ الحفظ...',
      backToDashboard: 'العودة إلى لوحة التحكم',
      export: 'تصدير',
      autoRefresh: 'تحديث تلقائي',
      refresh: 'تحديث',
      lastUpdated: 'آخر تحديث %{time}',
      lastUpdatedRefreshing: 'آخر تحديث %{time}، يتجدد كل %{seconds} ثانية',
      password: 'كلمة المرور',
      showPassword: 'إظهار كلمة المرور',
      hidePassword: 'إخفاء كلمة المرور',
    },
    connection: {
      offlineTitle: 'أنت غير متصل',
      offline: 'ستُرسل التغييرات عند عودة الاتصال. جارٍ إعادة الاتصال…',
      offlinePending: 'ستُرسل التغييرات عند عودة الاتصال. جارٍ إعادة الاتصال… (%{pending})',
      sending: 'عاد الاتصال: جارٍ إرسال %{pending}…',
      liveDropped: 'التحديثات المباشرة متوقفة مؤقتًا. جارٍ إعادة الاتصال…',
    },
    browserNotifications: {
      unsupported: 'هذا المتصفح لا يدعم الإشعارات.',
      blocked: 'إشعارات هذا الموقع محظورة في إعدادات المتصفح.',
    },
    format: { never: 'أبدًا', justNow: 'الآن' },
  },
} satisfies Translation<ShellMessages>
