import type { Translation } from '@shell'
import type en from './en'

export default {
  chat_commands: {
    permissions: {
      chat_commands: { label: 'أوامر الدردشة', description: 'استخدام أوامر الدردشة' },
    },
    streamLanguage: {
      label: 'لغة البث',
      help: 'تُكتب ردود أوامر الدردشة (!status…) بهذه اللغة.',
      saved: 'تم حفظ لغة البث',
      saveFailed: 'تعذّر حفظ لغة البث',
    },
    section: {
      title: 'أوامر الدردشة',
      adminViewTitle: 'عرض المشرف العام',
      adminViewBody: 'يختار كل صانع محتوى أوامر الدردشة التي تعمل أثناء بثه. ادخل بحساب صانع المحتوى لترى اختياره.',
      intro:
        'تعمل أوامر منح المعززات لمشرفيك الذين لديهم صلاحيتا أوامر الدردشة ومنح المعززات، ويُتعرَّف عليهم من اسم المستخدم في تيك توك.',
      onlyCreator: 'صانع المحتوى وحده يستطيع تشغيل الأوامر أو إيقافها.',
      grantDescription: '@user %{trigger} يمنح اللاعب وحدة واحدة من %{powerup} (للمشرفين)',
      statusDescription: 'معززات جميع اللاعبين (للجميع)',
      statusNowDescription: 'معززات اللاعبين النشطين (للجميع)',
      saved: 'تم حفظ الإعدادات',
      switchedOn: 'تم تشغيل %{trigger}.',
      switchedOff: 'تم إيقاف %{trigger}.',
      saveFailed: 'تعذّر حفظ الإعدادات',
    },
    feed: {
      title: 'أوامر الدردشة',
      empty: 'تظهر هنا أوامر دردشة البث (@user !glove و‎!status...).',
      outcomes: {
        granted: 'تم المنح',
        answered: 'تم الرد',
        denied: 'مرفوض',
        disabled: 'معطّل',
        invalid: 'غير صالح',
        failed: 'فشل',
      },
    },
  },
} satisfies Translation<typeof en>
