/** A company's logo address; the stored key's file name in `v` changes the URL when the logo changes. */
export const logoUrl = (id: string, key: string | null) =>
  key ? `/api/v1/companies/${id}/logo?v=${key.slice(key.lastIndexOf("/") + 1, key.lastIndexOf("/") + 9)}` : null;
