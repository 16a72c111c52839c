// Comment pictures on the upload service (spec section 7: `upload image`, multipart): where the backend answers the
// files it stored. Part of the contract both sides import: plain data, no framework.

/**
 * A stored picture is answered at `<UPLOADED_FILES_PATH>/<sha256>.<ext>`; the site reaches it same-origin at
 * `/api/upload/files/...` through its relay (the backend's UPLOAD_PUBLIC_URL default).
 */
export const UPLOADED_FILES_PATH = '/upload/files';

/** The multipart field `uploadImage` takes the picture from. */
export const UPLOAD_FILE_FIELD = 'file';
