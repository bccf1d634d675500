/** The fields that hold a member's pictures (stored files or links). */
export const IMAGE_FIELDS = ['avatarImage', 'profileImage', 'imageUrl'] as const;
