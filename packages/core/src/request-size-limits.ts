/** The largest request bodies the server reads: a JSON body and an uploaded file. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
