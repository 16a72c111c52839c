// Events lib code raises for the shell without importing UI: toasts (shown by the Toaster, or handed to the app
// inside its webview) and the 授权中... popup the WeChat flow raises while it authorizes.

export const TOAST_EVENT = 'xy:toast';
export const AUTHORIZING_EVENT = 'xy:authorizing';

export type ToastDetail = { messageKey: string } | { text: string };

export function showToast(detail: ToastDetail) {
  window.dispatchEvent(new CustomEvent<ToastDetail>(TOAST_EVENT, { detail }));
}

export function setAuthorizing(open: boolean) {
  window.dispatchEvent(new CustomEvent<boolean>(AUTHORIZING_EVENT, { detail: open }));
}
