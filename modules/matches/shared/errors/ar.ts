/** Arabic texts of the matches module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    matches: {
      limit_reached: 'الحد الأقصى لـ %{type} هو %{limit} في كل مباراة (استُخدم %{used})',
      not_found: 'لم يتم العثور على المباراة',
      creator_not_found: 'لم يتم العثور على صانع المحتوى',
      unknown_type: 'نوع باور أب غير معروف في حدود المباراة: %{type}',
    },
  },
}
