/**
 * Answers about uploaded images that the spec does not give (decision 0014). The API answers these
 * exact strings; the web translates the ones a shopper can meet by key.
 */
export const UPLOAD_TEXT = {
  /** A receipt or picture that is not an upload of this shopper to this shop (stable code in `code`). */
  notYourUpload: (field: string) =>
    `${field} must be an image you uploaded to this shop: send the image_url that POST /upload answered`,
} as const;

/** Stable error codes of these answers. */
export const UPLOAD_CODE = {
  receipt: 'receipt.not_your_upload',
  picture: 'upload.not_your_upload',
} as const;
export type UploadCode = (typeof UPLOAD_CODE)[keyof typeof UPLOAD_CODE];
