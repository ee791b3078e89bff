/** Arabic texts of the players module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    players: {
      creator_choice_for_admins: 'المشرفون فقط يمكنهم اختيار صانع المحتوى',
      creator_not_found: 'صانع المحتوى غير موجود',
      name_taken: "اللاعب موجود بالفعل: '%{name}' هو اسم لاعب آخر أو اسمه المستعار",
      exists: 'اللاعب موجود بالفعل',
      empty_name: 'لا يمكن أن يكون اسم اللاعب فارغًا',
      name_too_long: 'يجب ألا يتجاوز اسم اللاعب %{max} محرفًا',
      alias_too_long: 'يجب ألا يتجاوز كل اسم مستعار %{max} محرفًا',
      too_many_aliases: 'يمكن للاعب امتلاك %{max} أسماء مستعارة كحد أقصى',
      not_found: 'اللاعب غير موجود',
      nothing_to_update: 'لا يوجد ما يُحدَّث',
      tiktok_user_id_invalid: 'يجب أن يتكون معرّف مستخدم تيك توك من أرقام (بحد أقصى %{max})',
      tiktok_sec_uid_invalid: 'يجب ألا يتجاوز secUid على تيك توك %{max} محرفًا',
      merge_into_self: 'لا يمكن دمج اللاعب مع نفسه',
      merge_identity_conflict: 'اللاعبان مرتبطان بحسابين مختلفين على تيك توك: افصل أحدهما أولاً',
      merge_too_many_aliases: 'سيؤدي الدمج إلى امتلاك %{name} أكثر من %{max} أسماء مستعارة: احذف بعضها أولاً',
      tiktok_user_taken: 'مستخدم تيك توك %{userId} مرتبط بالفعل بـ%{name}',
      missing_permission_manage_players: 'ليس لديك صلاحية إدارة اللاعبين',
    },
  },
}
