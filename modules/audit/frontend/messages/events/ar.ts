import type { Translation } from '@shell'
import type events from './en'

export default {
  MODERATOR_LOGIN: {
    label: 'دخول مشرف',
    sentence: 'سجّل الدخول',
  },
  MODERATOR_LOGOUT: {
    label: 'خروج مشرف',
    sentence: 'سجّل الخروج',
  },
  USER_LOGIN: {
    label: 'دخول مستخدم',
    sentence: 'سجّل الدخول',
  },
  USER_LOGOUT: {
    label: 'خروج مستخدم',
    sentence: 'سجّل الخروج',
  },
  SYSTEM_SETTINGS_UPDATED: {
    label: 'تحديث إعدادات النظام',
    action: 'حدّث إعدادات النظام',
  },
  PERSONAL_SETTINGS_UPDATED: {
    label: 'تحديث الإعدادات الشخصية',
    action: 'حدّث إعداداته الشخصية',
  },
  PASSWORD_CHANGED: {
    label: 'تغيير كلمة المرور',
    action: 'غيّر كلمة المرور',
  },
  TWO_FACTOR_SETUP_STARTED: {
    label: 'بدء إعداد التحقق بخطوتين',
    action: 'بدأ إعداد التحقق بخطوتين',
  },
  TWO_FACTOR_ENABLED: {
    label: 'تفعيل التحقق بخطوتين',
    action: 'فعّل التحقق بخطوتين',
  },
  TWO_FACTOR_DISABLED: {
    label: 'تعطيل التحقق بخطوتين',
    action: 'عطّل التحقق بخطوتين',
  },
  RECOVERY_CODE_USED: {
    label: 'استخدام رمز استرداد',
    action: 'استخدم رمز استرداد',
  },
  ACCOUNT_DELETED: {
    label: 'حذف حساب',
    action: 'حذف الحساب',
  },
  ADMIN_CREATED: {
    label: 'إنشاء مسؤول',
    action: 'أنشأ مسؤولًا',
  },
  DATABASE_BACKED_UP: {
    label: 'نسخ احتياطي لقاعدة البيانات',
    sentence: 'نزّل نسخة احتياطية من قاعدة البيانات',
  },
  SCRIPT_TOKEN_CREATED: {
    label: 'إنشاء رمز سكربت',
    sentence: 'أنشأ رمز سكربت',
  },
  SCRIPT_TOKEN_REVOKED: {
    label: 'إلغاء رمز سكربت',
    sentence: 'ألغى رمز سكربت',
  },
  IMPERSONATION_STARTED: {
    label: 'بدء الدخول كمستخدم آخر',
    action: 'بدأ الدخول كمستخدم آخر',
  },
  IMPERSONATION_ENDED: {
    label: 'إنهاء الدخول كمستخدم آخر',
    action: 'أنهى الدخول كمستخدم آخر',
  },
  CREATOR_CREATED: {
    label: 'إنشاء صانع محتوى',
    action: 'أنشأ صانع المحتوى',
  },
  CREATOR_UPDATED: {
    label: 'تحديث صانع محتوى',
    action: 'حدّث صانع المحتوى',
  },
  CREATOR_ACTIVATED: {
    label: 'تفعيل صانع محتوى',
    action: 'فعّل صانع المحتوى',
  },
  CREATOR_DEACTIVATED: {
    label: 'تعطيل صانع محتوى',
    action: 'عطّل صانع المحتوى',
  },
  CREATOR_DELETED: {
    label: 'حذف صانع محتوى',
    action: 'حذف صانع المحتوى',
  },
  CREATORS_IMPORTED: {
    label: 'استيراد صنّاع محتوى',
    sentence: 'استورد {target=شخص ما}',
  },
  ADMIN_UPDATED: {
    label: 'تحديث مسؤول',
    action: 'حدّث المسؤول',
  },
  ADMIN_ACTIVATED: {
    label: 'تفعيل مسؤول',
    action: 'فعّل المسؤول',
  },
  ADMIN_DEACTIVATED: {
    label: 'تعطيل مسؤول',
    action: 'عطّل المسؤول',
  },
  ADMIN_DELETED: {
    label: 'حذف مسؤول',
    action: 'حذف المسؤول',
  },
  BOOSTER_MAPPING_UPDATED: {
    label: 'تحديث معززات المعركة',
    sentence: 'غيّر إعداد معززات المعركة: {summary}',
  },
  CHAT_COMMAND: {
    label: 'أمر دردشة',
    sentence: 'استخدم أمر دردشة',
  },
  CHAT_COMMANDS_UPDATED: {
    label: 'تحديث أوامر الدردشة',
    action: 'حدّث أوامر الدردشة',
  },
  MATCH_LIMITS_UPDATED: {
    label: 'تحديث حدود المباراة',
    action: 'حدّث حدود المباراة',
  },
  TIKTOK_USERNAME_UPDATED: {
    label: 'تحديث اسم مستخدم تيك توك',
    action: 'حدّث اسم مستخدم تيك توك',
  },
  TIKTOK_CONNECTED: {
    label: 'ربط تيك توك',
    action: 'ربط حساب تيك توك',
  },
  TIKTOK_DISCONNECTED: {
    label: 'فصل تيك توك',
    action: 'فصل حساب تيك توك',
  },
  LIVE_DRIVER_CHANGED: {
    label: 'تغيير اتصال البث المباشر',
    action: 'غيّر طريقة الاتصال بالبث المباشر',
  },
  GIFTS_CLEARED: {
    label: 'مسح الهدايا',
    action: 'مسح الهدايا',
  },
  OVERLAY_CREATED: {
    label: 'إنشاء طبقة بث',
    action: 'أنشأ طبقة بث',
  },
  OVERLAY_REVOKED: {
    label: 'إلغاء طبقة بث',
    action: 'ألغى طبقة بث',
  },
  MODERATOR_CREATED: {
    label: 'إنشاء مشرف',
    action: 'أنشأ المشرف',
  },
  MODERATOR_PROMOTED: {
    label: 'ترقية إلى مشرف',
    sentence: 'رقّى {target=شخص ما} إلى مشرف',
  },
  MODERATOR_DEMOTED: {
    label: 'إزالة من الإشراف',
    sentence: 'أزال {target=شخص ما} من الإشراف',
  },
  MODERATOR_UPDATED: {
    label: 'تحديث مشرف',
    action: 'حدّث المشرف',
  },
  MODERATOR_REMOVED: {
    label: 'حذف مشرف',
    action: 'حذف المشرف',
  },
  MODERATOR_PASSWORD_RESET: {
    label: 'إعادة تعيين كلمة مرور مشرف',
    action: 'أعاد تعيين كلمة مرور المشرف',
  },
  NOTICES_READ: {
    label: 'قراءة الإشعارات',
    sentence: 'علّم الإشعارات كمقروءة',
  },
  PLAYER_CREATED: {
    label: 'إضافة لاعب',
    sentence: 'أضاف لاعبًا',
  },
  PLAYER_UPDATED: {
    label: 'تحديث لاعب',
    action: 'حدّث اللاعب',
  },
  PLAYER_DELETED: {
    label: 'حذف لاعب',
    sentence: 'حذف لاعبًا',
  },
  PLAYER_TIKTOK_LINKED: {
    label: 'ربط لاعب بتيك توك',
    sentence: 'ربط {target=شخص ما} بمستخدم تيك توك {tiktokUserId=لا أحد}',
  },
  PLAYER_MERGED: {
    label: 'دمج لاعبين',
    sentence: 'دمج {mergedName=لاعبًا} في {target=شخص ما}',
  },
  POWERUP_GRANTED: {
    label: 'منح معزز',
    sentence: 'منح {count:count} {powerupType|type:slug=معزز} إلى {target=شخص ما}',
  },
  POWERUP_USED: {
    label: 'استخدام معزز',
    sentence: 'استخدم {count:count} {powerupType|type:slug=معزز}',
  },
  POWERUP_EXPIRED: {
    label: 'انتهاء صلاحية معزز',
    action: 'أنهى صلاحية المعزز',
  },
  POWERUP_GRANT_UNDONE: {
    label: 'التراجع عن منح معزز',
    sentence: 'تراجع عن {entryId} واسترجع {takenBack} {powerupType|type:slug=معزز} من {target=شخص ما}',
  },
  POWERUP_USE_UNDONE: {
    label: 'التراجع عن استخدام معزز',
    sentence: 'تراجع عن {entryId} وأعاد {powerupType|type:slug=معزز} إلى {target=شخص ما}',
  },
  POWERUP_REMOVED: {
    label: 'إزالة معزز',
    sentence: 'أزال {count:count} {powerupType|type:slug=معزز} من {target=شخص ما}',
  },
  POWERUP_SETTINGS_UPDATED: {
    label: 'تحديث إعدادات المعززات',
    action: 'حدّث إعدادات المعززات',
  },
  POWERUPS_IMPORTED: {
    label: 'استيراد لاعبين',
    sentence: 'استورد {target=شخص ما}: {playersCreated} جديد، {playersUpdated} محدَّث، {holdings} رصيد',
  },
  GIFT_RULE_CREATED: {
    label: 'إنشاء قاعدة هدايا',
    sentence: 'أنشأ قاعدة الهدايا {target=شخص ما}',
  },
  GIFT_RULE_UPDATED: {
    label: 'تحديث قاعدة هدايا',
    sentence: 'حدّث قاعدة الهدايا {target=شخص ما}',
  },
  GIFT_RULE_DELETED: {
    label: 'حذف قاعدة هدايا',
    sentence: 'حذف قاعدة الهدايا {target=شخص ما}',
  },
  RULE_EXCLUSION_ADDED: {
    label: 'استبعاد مشاهد من قواعد الهدايا',
    sentence: 'استبعد {target=شخص ما} من قواعد الهدايا',
  },
  RULE_EXCLUSION_REMOVED: {
    label: 'إلغاء استبعاد مشاهد',
    sentence: 'أزال {target=شخص ما} من قائمة المستبعدين من قواعد الهدايا',
  },
  WEBHOOK_CREATED: {
    label: 'إضافة ويب هوك',
    sentence: 'أضاف الويب هوك {target=شخص ما} للأحداث {events}',
  },
  WEBHOOK_DELETED: {
    label: 'حذف ويب هوك',
    sentence: 'حذف الويب هوك {target=شخص ما}',
  },
  WEBHOOK_ENABLED: {
    label: 'تفعيل ويب هوك',
    sentence: 'فعّل الويب هوك {target=شخص ما}',
  },
  WEBHOOK_DISABLED: {
    label: 'تعطيل ويب هوك',
    sentence: 'عطّل الويب هوك {target=شخص ما} بعد {failures} محاولات إرسال فاشلة متتالية',
  },
  WEBHOOK_TESTED: {
    label: 'اختبار ويب هوك',
    sentence: 'أرسل حدثًا تجريبيًا إلى الويب هوك {target=شخص ما}',
  },
} satisfies Translation<typeof events>
