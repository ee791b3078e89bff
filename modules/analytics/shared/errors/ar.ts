/** Arabic texts of the analytics module's error codes (docs/api/README.md, "Error codes"). */
export default {
  errors: {
    analytics: {
      creator_not_found: 'صانع المحتوى غير موجود',
    },
  },
}
