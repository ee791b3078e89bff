import type { Translation } from '@shell'
import type en from './en'

export default {
  boosters: {
    monitoring: {
      name: 'مزامنة معززات المعركة',
      detail:
        '%{messages} بطاقة: %{unitsCredited} وحدة أُضيفت، %{unitsUsed} مستخدمة، %{duplicates} تكرار متجاهل، %{unknownCards} بطاقة غير معروفة، %{unmapped} بلا ربط، %{opponent} للخصم، %{noUnit} استخدام بلا وحدة، %{noPlayer} بلا لاعب، %{refused} مرفوضة بسبب الحد الأقصى',
      failed: '%{count} فشلت',
    },
    section: {
      title: 'معززات التحدي',
      adminViewTitle: 'عرض المشرف العام',
      adminViewBody:
        'يربط كل صانع محتوى بطاقات التحدي في تيك توك بالمعززات الخاصة به. ادخل بحساب صانع المحتوى لترى إعداداته.',
      intro:
        'عندما يمنح تيك توك بطاقة تحدٍّ لأحد المشاهدين أثناء التحدي، يحصل لاعبه على معزز واحد من النوع المحدد (ويصبح المشاهد الجديد لاعبًا). وعندما يستخدم فريقك البطاقة، يُستهلك ذلك المعزز بدءًا بالأقرب انتهاءً. البطاقات المتجاهَلة لا تغيّر شيئًا.',
      onlyCreator: 'صانع المحتوى وحده يستطيع تغيير هذا الربط.',
      ignored: 'متجاهَلة',
      isDefault: 'افتراضي',
      defaultIs: 'الافتراضي: %{powerup}',
      cardPowerup: 'معزز بطاقة %{card}',
      saved: 'تم حفظ الإعدادات',
      savedMapping: '%{card} ← %{powerup}',
      saveFailed: 'تعذّر حفظ الإعدادات',
    },
    cards: {
      vaultGlove: { label: 'القفاز', description: 'يضاعف نقاط الهدايا التالية' },
      smoke: { label: 'الدخان (الضباب)', description: 'يخفي نتيجة الخصم' },
      extraTime: { label: 'وقت إضافي', description: 'يضيف وقتًا إلى التحدي' },
      criticalStrike: { label: 'الضربة الحرجة', description: 'فرصة لمضاعفة نقاط الهدايا' },
      top2: { label: 'معزز المركز الثاني', description: 'يرفع نقاط الداعم الثاني' },
      top3: { label: 'معزز المركز الثالث', description: 'يرفع نقاط الداعم الثالث' },
      potion: { label: 'الجرعة', description: 'دفعة نقاط لمدة محددة' },
      wave: { label: 'الموجة', description: 'موجة نقاط لفريقك' },
      specialEffect: { label: 'تأثير خاص', description: 'تأثير بصري على الجانبين' },
    },
  },
} satisfies Translation<typeof en>
