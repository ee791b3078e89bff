/** Arabic texts of the rules module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    rules: {
      trigger_exactly_one: 'تُفعَّل القاعدة باسم هدية أو بحد أدنى من الماس: حدّد واحدًا فقط',
      invalid_powerup_type: 'نوع باورأب غير صالح: %{type}',
      not_found: 'قاعدة الهدية غير موجودة',
      too_many: 'يمكن لصانع المحتوى امتلاك %{max} قاعدة هدايا كحد أقصى',
      stock_below_granted: 'لا يمكن أن يقل المخزون عن %{granted} وحدة مُنحت بالفعل',
      exclusion_target: 'استبعد المشاهد باسم المستخدم أو بالمعرّف: حدّد واحدًا فقط',
      already_excluded: 'هذا المشاهد مستبعد بالفعل',
      too_many_exclusions: 'يمكن لصانع المحتوى استبعاد %{max} مشاهد كحد أقصى',
      exclusion_not_found: 'الاستبعاد غير موجود',
    },
  },
}
