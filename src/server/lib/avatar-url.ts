/** A member's avatar address; the stored key's file name in `v` changes the URL when the photo changes. */
export const avatarUrl = (memberId: string, key: string | null) =>
  key ? `/api/v1/members/${memberId}/avatar?v=${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("/") + 9)}` : null;
