import type { Translation } from '@shell'
import type en from './en'

export default {
  notifications: {
    systemSettings: {
      noticeRetentionDays: {
        label: 'مدة الاحتفاظ بالإشعارات',
        description: 'تُحذف الإشعارات الأقدم من ذلك (يُفحص كل ساعة)؛ القيمة 0 تحتفظ بها للأبد.',
      },
    },
    bell: {
      title: 'الإشعارات',
      unreadLabel:
        'الإشعارات، لا يوجد غير مقروء |||| الإشعارات، إشعار واحد غير مقروء |||| الإشعارات، إشعاران غير مقروءين |||| الإشعارات، %{smart_count} إشعارات غير مقروءة |||| الإشعارات، %{smart_count} إشعارًا غير مقروء |||| الإشعارات، %{smart_count} إشعار غير مقروء',
      markAllRead: 'تعليم الكل كمقروء',
      empty: 'لا توجد إشعارات بعد.',
      noticeLabel: '%{title}: %{message}',
      unreadNoticeLabel: 'غير مقروء: %{title}: %{message}',
    },
  },
} satisfies Translation<typeof en>
