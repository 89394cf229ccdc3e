/** Image upload rules (spec 5: images only, 1 KB to 10 MB; spec 7/9: md5 over 10 MB chunks). */
export const IMAGE_MIN_BYTES = 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MD5_CHUNK_BYTES = 10 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');
export const APP_IMAGE_PREFIX = 'app-images/';
export const UPLOAD_URL = 'appContent/upload';
/** Public address of a stored app image (launch screens and banners are public content). */
export const appImageUrl = (key: string) => `/api/hc/web/noAuth/appImage/${key.slice(APP_IMAGE_PREFIX.length)}`;

export const extensionOf = (fileName: string) => fileName.toLowerCase().split('.').pop() ?? '';
