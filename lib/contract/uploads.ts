// Comment pictures on the upload service (spec section 7: `upload image`, multipart): where the backend answers the
// files it stored. Part of the contract both sides import: plain data, no framework.

/**
 * A stored picture is answered at `<UPLOADED_FILES_PATH>/<sha256>.<ext>`; the site reaches it same-origin at
 * `/api/upload/files/...` through its relay (the backend's UPLOAD_PUBLIC_URL default).
 */
export const UPLOADED_FILES_PATH = '/upload/files';

/** The multipart field `uploadImage` takes the picture from. */
export const UPLOAD_FILE_FIELD = 'file';

/** What the upload service takes: photos, videos and sound recordings (a tip-off's, a question's, a submission's). */
export const UPLOAD_KINDS = ['picture', 'video', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

/**
 * How large, and how long, one file of each kind may be (backend/README.md "Uploads"). The type is read from the
 * bytes; the extensions are what a file picker offers.
 */
export const UPLOAD_LIMITS: Record<
  UploadKind,
  { maxBytes: number; maxSeconds: number | null; extensions: readonly string[] }
> = {
  picture: { maxBytes: 5 * MB, maxSeconds: null, extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp'] },
  video: { maxBytes: 100 * MB, maxSeconds: 300, extensions: ['mp4', 'mov', 'webm', 'mkv'] },
  audio: { maxBytes: 20 * MB, maxSeconds: 600, extensions: ['mp3', 'm4a', 'aac', 'wav', 'ogg', 'oga'] },
};

/** The object-storage flow (mamUploadAccessToken2 → minioUpload × parts → mamUploadDone2) sends parts this big. */
export const UPLOAD_PART_BYTES = 1 * MB;

/** The widths of a picture's display sizes (`<name>-<width>.jpg`), made when it is wider. */
export const DISPLAY_WIDTHS = { small: 240, medium: 720 } as const;

/** The multipart field `minioUpload` takes a part from. */
export const UPLOAD_PART_FIELD = 'part';
